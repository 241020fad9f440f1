import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text answers above 1 KB go out compressed: brotli when the browser takes it, gzip otherwise (a phone on
 * 4G waits on bytes, not on our CPU). Brotli runs at quality 5 here: the built scripts and styles are
 * compressed once at build time at the highest quality (vite.config.ts) and served as they are, so what
 * is compressed per request is JSON, HTML and SVG, where a fast level keeps the server's CPU free.
 * Its window is 256 KB (lgwin 18) rather than brotli's 4 MB: our largest page (/shop, 241 KB) compresses to
 * the same bytes, a little faster, and eight answers compressed at once held 25 MB less (bench/README.md,
 * "memory"). Request bodies are never inflated: nothing we accept is sent compressed, and an inflated body could
 * pass the size limits checked on the wire.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
  });
}
