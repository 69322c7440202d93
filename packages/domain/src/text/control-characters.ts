/**
 * C0 control characters and DEL. Checked by code point rather than a regex so the intent is explicit
 * (and Biome's no-control-characters-in-regex rule stays on for accidental ones).
 */
function isControl(code: number): boolean {
  return code <= 0x1f || code === 0x7f;
}

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

export function replaceControlCharacters(text: string, replacement: string): string {
  let out = '';
  for (const ch of text) out += isControl(ch.charCodeAt(0)) ? replacement : ch;
  return out;
}
