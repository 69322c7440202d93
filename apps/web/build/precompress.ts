import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed formats already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) next to every text file of the build, once,
 * so the server picks a ready variant per request (`Accept-Encoding`) instead of compressing on each one.
 * A variant that is not smaller than the original is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'stryd:precompress',
    // The browser build only: the server's renderer is not served.
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    closeBundle(error) {
      // A failed build has written nothing: its own error is the one to see.
      if (error || !existsSync(resolve(this.environment.config.root, this.environment.config.build.outDir)))
        return;
      const { root, build } = this.environment.config;
      for (const file of textFiles(resolve(root, build.outDir))) compressFile(file);
    },
  };
}

export function compressFile(file: string): void {
  const original = readFileSync(file);
  if (original.length < MIN_BYTES) return;
  const variants: [string, Buffer][] = [
    [
      '.br',
      brotliCompressSync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
    ],
    ['.gz', gzipSync(original, { level: 9 })],
  ];
  for (const [suffix, body] of variants)
    if (body.length < original.length) writeFileSync(file + suffix, body);
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return TEXT_FILE.test(name) ? [path] : [];
  });
}
