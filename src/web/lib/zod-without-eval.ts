import { config } from 'zod/v4';

/**
 * What `zod` means in the browser build (vite.config.ts aliases it here). zod compiles fast parsers with
 * `new Function` unless told not to, and first probes whether it may; under our Content-Security-Policy
 * (no eval) the probe is refused, and the browser reports a policy violation on every form page. Jitless
 * before any schema is built: this module runs before the schemas that import it.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
