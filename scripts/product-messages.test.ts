import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docSays, shownTexts } from './product-messages';

const root = resolve(import.meta.dirname, '..');

describe('docs/product.md lists every message a person can read', () => {
  it('has every message constant and toast of the domain, the web app and the server', () => {
    const says = docSays(readFileSync(join(root, 'docs/product.md'), 'utf8'));
    const texts = shownTexts(root, ['packages/domain/src', 'apps/web/src', 'apps/server/src']);
    // The walk finds the brief's own texts too: a walk that found nothing would pass anything.
    expect(texts.map((t) => t.text)).toContain('XP Incremented');
    expect(texts.filter((t) => !says(t.text)).map((t) => `${t.at}: ${t.text}`)).toEqual([]);
  }, 60_000);
});

describe('shownTexts', () => {
  it('finds message constants (templates by their fixed words) and toast calls, not keys or tests', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shown-texts-'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(
      join(dir, 'src/page.tsx'),
      [
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source holds a template literal.
        "const SAVE_MESSAGES = { done: 'All saved now', key: 'save-key', many: (n: number) => `Saved ${n} sets.` };",
        "const other = 'Not a message holder here';",
        "export function Page() { toast.error('Could not save that'); return <p>{other}</p>; }",
      ].join('\n'),
    );
    writeFileSync(join(dir, 'src/page.test.tsx'), "const TEST_MESSAGES = { a: 'Only in a test' };");
    expect(shownTexts(dir, ['src']).map((t) => t.text)).toEqual([
      'All saved now',
      'Saved … sets.',
      'Could not save that',
    ]);
  });
});

describe('docSays', () => {
  it('finds a text with its fixed words in the doc, whatever the line breaks and quotes', () => {
    const says = docSays("When it works: `'Saved 3\n  sets.'` and `'They’re in'`.");
    expect(says('Saved … sets.')).toBe(true);
    expect(says("They're in")).toBe(true);
    expect(says('Deleted … sets.')).toBe(false);
  });
});
