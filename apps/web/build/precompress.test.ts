import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressFile } from './precompress';

describe('precompress', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stryd-precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decode to the original', () => {
    const file = join(dir, 'app.js');
    const text = `export const x = ${JSON.stringify('stryd '.repeat(500))};`;
    writeFileSync(file, text);
    compressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(text.length / 10);
  });

  it('leaves files under 1 KB alone', () => {
    const file = join(dir, 'tiny.css');
    writeFileSync(file, 'a{color:red}');
    compressFile(file);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
