// The embedded database's defaults, read by the settings (config.ts) and by the database's opener
// (client.ts), which must not import the settings: config.ts reaches client.ts through the limits' stores.

/**
 * The embedded database's shared buffers by default (bench/README.md, "memory"). PostgreSQL's default
 * (128 MB) is sized for a server of its own; the demo catalogue is a few tens of MB, and what is not in
 * the buffers is in the operating system's file cache, so 32 MB keeps a small VPS's memory for the rest.
 * A larger catalogue searches faster with more (EMBEDDED_DB_BUFFERS_MB; 100,000 parts at 128 MB: cold
 * search p95 230 → 142 ms, for about 115 MB more held).
 */
export const DEFAULT_EMBEDDED_BUFFERS_MB = 32;
