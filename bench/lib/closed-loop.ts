/**
 * A closed-loop load: `clients` loops each run one item, wait for it, and run the next, cycling through
 * `items` from their own starting point (client c starts at item c·n/clients) so every item is in flight
 * at some time and the mix stays fixed. Each item's latency is measured from start to finish of its
 * `run`, so a slow item shows in its own figures and not in the next one's.
 */
export type ClosedLoopResult = {
  /** Milliseconds per completed run, by item index. */
  latencies: number[][];
  /** Runs whose `run` threw or returned false (they count in latencies too). */
  errors: number;
  /** The first few error messages, for the report. */
  errorMessages: string[];
  elapsedMs: number;
};

export async function closedLoop<T>(opts: {
  clients: number;
  seconds: number;
  items: readonly T[];
  /** Keep going past `seconds` until each item ran at least this many times (slow strategies). */
  minRounds?: number;
  run: (item: T) => Promise<boolean>;
}): Promise<ClosedLoopResult> {
  const { clients, items } = opts;
  const n = items.length;
  const latencies: number[][] = items.map(() => []);
  const errorMessages: string[] = [];
  let errors = 0;
  const minPerClient = Math.ceil(((opts.minRounds ?? 0) * n) / clients);
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;

  async function client(c: number): Promise<void> {
    let i = Math.floor((c * n) / clients);
    for (let done = 0; performance.now() < deadline || done < minPerClient; done++, i = (i + 1) % n) {
      const t0 = performance.now();
      let ok = false;
      try {
        ok = await opts.run(items[i]!);
      } catch (err) {
        if (errorMessages.length < 5) errorMessages.push(err instanceof Error ? err.message : String(err));
      }
      latencies[i]!.push(performance.now() - t0);
      if (!ok) errors++;
    }
  }

  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  return { latencies, errors, errorMessages, elapsedMs: performance.now() - started };
}
