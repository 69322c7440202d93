/**
 * Reply handling (docs/product.md#reply-handling): parse the reply as JSON after stripping a code fence;
 * failing that, parse the text from the first '{' to the last '}'. Forgiven on the way: trailing commas, and
 * JSON that arrives encoded a second time as a JSON string. Returns undefined when nothing parses.
 */
export function extractJson(text: string, depth = 0): { value: unknown } | undefined {
  const unfenced = stripCodeFence(text);
  const candidates = [unfenced];
  for (const source of [unfenced, text]) {
    const first = source.indexOf('{');
    const last = source.lastIndexOf('}');
    if (first !== -1 && last > first) candidates.push(source.slice(first, last + 1));
  }
  let scalar: { value: unknown } | undefined;
  for (const candidate of candidates) {
    const parsed = tryParse(candidate);
    if (!parsed) continue;
    if (typeof parsed.value === 'object' && parsed.value !== null) return parsed;
    if (typeof parsed.value === 'string' && depth < 1) {
      const inner = extractJson(parsed.value, depth + 1);
      if (inner && typeof inner.value === 'object' && inner.value !== null) return inner;
    }
    scalar ??= parsed;
  }
  return scalar;
}

const FENCE = /```[\w-]*[^\S\n]*\n?([\s\S]*?)```/;
const OPEN_FENCE = /^\s*```[\w-]*[^\S\n]*\n?/;

/** The body of the first ``` fenced block (with or without a language tag), else the text itself. */
export function stripCodeFence(text: string): string {
  const match = FENCE.exec(text);
  if (match) return match[1]!.trim();
  // An opening fence the model never closed (the reply was cut off).
  const open = OPEN_FENCE.exec(text);
  return open ? text.slice(open[0].length).trim() : text.trim();
}

function tryParse(candidate: string): { value: unknown } | undefined {
  if (candidate === '') return undefined;
  for (const source of [candidate, removeTrailingCommas(candidate)]) {
    try {
      return { value: JSON.parse(source) };
    } catch {
      // try the next form
    }
  }
  return undefined;
}

/** Drop commas that directly precede '}' or ']' (ignoring whitespace), outside strings. */
export function removeTrailingCommas(json: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json[i]!;
    if (inString) {
      if (ch === '\\') {
        out += json.slice(i, i + 2);
        i++;
        continue;
      }
      if (ch === '"') inString = false;
      out += ch;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',' && closesNext(json, i + 1)) continue;
    out += ch;
  }
  return out;
}

function closesNext(json: string, from: number): boolean {
  let j = from;
  while (j < json.length && /\s/.test(json[j]!)) j++;
  return json[j] === '}' || json[j] === ']';
}
