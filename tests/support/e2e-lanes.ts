// The end-to-end tests run in two lanes at once, one per Playwright worker slot: each lane has its own
// server (tests/support/e2e-server.ts) on its own fresh database, with its own WiPay, WhatsApp, SMS and
// mailbox stand-ins, so a test file has a store to itself exactly as it had when one worker ran them all.
// A worker slot's lane is its TEST_PARALLEL_INDEX, which Playwright gives each worker process; only one
// worker holds a slot at a time, so no two files ever share a server at once.
export const E2E_LANES = 2;

export type LanePorts = { app: number; whatsapp: number; sms: number; mailbox: number };

export function lanePorts(lane: number): LanePorts {
  const app = 3100 + lane * 10;
  return { app, whatsapp: app + 1, sms: app + 2, mailbox: app + 3 };
}

export const laneUrl = (lane: number): string => `http://127.0.0.1:${lanePorts(lane).app}`;

/** The lane of this Playwright worker (0 outside a worker: the global setup, a script). */
export function currentLane(): number {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return Number.isInteger(index) && index >= 0 && index < E2E_LANES ? index : 0;
}
