import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  let outDir = 'dist';
  return {
    name: 'stryd:precompress',
    // The browser build only: the prerender step's server build is not served.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of textFiles(outDir)) compressFile(file);
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
