import { parentPort, workerData } from 'node:worker_threads';
import { closedLoop } from './closed-loop';
import type { HttpLoadOptions } from './http-load';
import { keepAliveAgent, requestStatus } from './http-request';

// The client side of http-load.ts, on its own thread so the clients' work (sending, reading bodies)
// never waits for the server's event loop and the latencies are the server's. Over node:http rather
// than fetch(): the clients share the two cores with the server they measure, and fetch() cost 1.4-1.5 ms
// of CPU a request against 0.4-0.5 ms (bench/README.md, 2026-11-29, third session).
const opts = workerData as HttpLoadOptions;
const agent = keepAliveAgent();
/** What Chrome on a phone sends, so the server compresses as it does for a shopper (brotli). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const result = await closedLoop({
  clients: opts.clients,
  seconds: opts.seconds,
  items: opts.paths,
  run: async (path) => {
    // The whole body is read, as a browser would: the time to produce and send it is part of the answer.
    const status = await requestStatus(agent, 'GET', new URL(opts.base + path), undefined, 30_000, BROWSER_HEADERS);
    if (status !== 200) throw new Error(`${status} for ${path}`);
    return true;
  },
});
parentPort!.postMessage(result);
