import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The rows of docs/engineering.md's feature map, as their web and server cells. */
function featureMap(): { web: string; server: string }[] {
  const doc = readFileSync(join(root, 'docs/engineering.md'), 'utf8');
  const section = doc.split('### Feature map')[1]?.split('\n### ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| feature') && !line.startsWith('| ---'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { web: cells[2] ?? '', server: cells[3] ?? '' };
    });
}

describe("docs/engineering.md's feature map", () => {
  it('names every web feature and every server module', () => {
    const rows = featureMap();
    expect(rows.length).toBeGreaterThan(10);
    const web = rows.map((row) => row.web).join(' ');
    const server = rows.map((row) => row.server).join(' ');
    expect(folders('apps/web/src/features').filter((name) => !web.includes(`\`${name}\``))).toEqual([]);
    expect(
      folders('apps/server/src/modules').filter((name) => !server.includes(`modules/${name}\``)),
    ).toEqual([]);
  });
});
