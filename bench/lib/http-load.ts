import { Worker } from 'node:worker_threads';
import type { ClosedLoopResult } from './closed-loop';

export type HttpLoadOptions = { base: string; paths: string[]; clients: number; seconds: number };

/**
 * GETs `paths` against `base` from `clients` concurrent keep-alive connections for `seconds`, cycling
 * through the list (see closed-loop.ts), on a worker thread: the server may run in this process, and
 * its event loop must not also carry the clients. Latency is time to the last byte of the body.
 */
export function driveHttp(opts: HttpLoadOptions): Promise<ClosedLoopResult> {
  // Workers do not inherit tsx's loader; load it first, then the TypeScript worker through it.
  const api = import.meta.resolve('tsx/esm/api');
  const file = new URL('./http-load-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(file)}, ${JSON.stringify(import.meta.url)}))`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: opts });
    worker.once('message', (result: ClosedLoopResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the load worker stopped (exit code ${code}) before reporting`)));
  });
}
