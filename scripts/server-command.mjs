import path from 'node:path';

/**
 * How the compiled server is run (`npm start`, npm test's check of it, the memory benchmark): plain node
 * with V8's heap held small, and glibc's allocator told to give large freed blocks back. Each figure is
 * from `npm run bench -- memory` and the A/B runs in bench/README.md, "memory".
 *
 * - The old generation capped at 192 MB. Left to itself V8 sizes the heap from the machine's memory and
 *   lets the garbage of drawing pages pile up to hundreds of MB before collecting it; capped, the store
 *   after 6,000 requests of the storefront mix held 343 MB instead of about 520 on the embedded database.
 *   The live heap after a full collection is about 60 MB, so the cap leaves three times that.
 * - The young generation's semi-spaces at 4 MB instead of 16: a web server idles at 115 MB instead of 140,
 *   for about the same requests a second (39 against 40 in the mix; 2 MB cost a tenth).
 */
export const HEAP_MB = 192;
export const SEMI_SPACE_MB = 4;

export function serverArgs(root) {
  return [`--max-old-space-size=${HEAP_MB}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, path.join(root, 'dist/node/main.js')];
}

/**
 * The server's environment: glibc's malloc keeps freed blocks in its arenas, so the buffers of pages being
 * drawn and compressed eight at a time leave the process holding memory it no longer uses. Blocks of 64 KB
 * and more mapped on their own (and a heap trimmed above 128 KB free) go back when freed: a web server
 * under the mix held 157 MB instead of 169. Settings already in the environment win; other C libraries
 * ignore these names.
 */
export function serverEnv(env) {
  return { MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '131072', ...env };
}
