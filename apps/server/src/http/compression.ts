import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers above the threshold per request, by the client's Accept-Encoding (brotli at a fast
 * level, else gzip) with `Vary: Accept-Encoding`. The web build's text files come precompressed at build
 * time (web-app.ts serves those variants), and an answer that already has a Content-Encoding is left alone.
 * Registered before the routes so every route gets it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
