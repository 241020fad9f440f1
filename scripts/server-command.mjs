import path from 'node:path';

/**
 * How the compiled server is run (`npm start`, and npm test's check of it): plain node with the old
 * generation of V8's heap capped at 192 MB. Left to itself V8 sizes the heap from the machine's memory and
 * lets the garbage of drawing pages pile up to hundreds of MB before collecting it; capped, the store
 * after 6,000 requests of the storefront mix held 343 MB instead of about 520 on the embedded database,
 * and a web server on PostgreSQL 234 MB instead of about 380 (bench/README.md, "memory").
 */
export const HEAP_MB = 192;

export function serverArgs(root) {
  return [`--max-old-space-size=${HEAP_MB}`, path.join(root, 'dist/node/main.js')];
}
