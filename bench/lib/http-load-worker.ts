import { parentPort, workerData } from 'node:worker_threads';
import { closedLoop } from './closed-loop';
import type { HttpLoadOptions } from './http-load';

// The client side of http-load.ts, on its own thread so the clients' work (sending, reading bodies)
// never waits for the server's event loop and the latencies are the server's.
const opts = workerData as HttpLoadOptions;
const result = await closedLoop({
  clients: opts.clients,
  seconds: opts.seconds,
  items: opts.paths,
  run: async (path) => {
    const res = await fetch(opts.base + path);
    // The whole body, as a browser would: the time to produce and send it is part of the answer.
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${res.status} for ${path}`);
    return true;
  },
});
parentPort!.postMessage(result);
