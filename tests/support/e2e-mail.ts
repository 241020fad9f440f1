import http from 'node:http';
import { currentLane, lanePorts } from './e2e-lanes';
import { readMail, type Received } from './smtp-peer';

// The end-to-end server sends its mail to a real SMTP peer on loopback (tests/support/e2e-server.ts), and
// this small reader lets the browser tests read what arrived, as the customer's mailbox would: the only
// place a reset, manage or confirmation link can be read, since the outbox hides them (docs/outbox.md).
// Each lane's server has its own mailbox on the lane's port (tests/support/e2e-lanes.ts).

export type ReceivedMail = { to: string[]; subject: string; text: string };

/** Serves GET /mail?to=… : the messages received for that address, decoded, oldest first. */
export function serveMailbox(received: Received[], port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    Promise.all(received.filter((m) => m.to.includes(to)).map(readMail)).then(
      (mails) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails)),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The mail received for `to` so far, by this worker's lane's server. */
export async function mailboxOf(to: string): Promise<ReceivedMail[]> {
  const res = await fetch(`http://127.0.0.1:${lanePorts(currentLane()).mailbox}/mail?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return (await res.json()) as ReceivedMail[];
}

/**
 * The newest link matching `pattern` in the mail received for `to`. Mail goes out just after the answer
 * that caused it, so this waits up to 10 s for it.
 */
export async function urlInMailbox(to: string, pattern: RegExp): Promise<URL> {
  const until = Date.now() + 10_000;
  for (;;) {
    const found = (await mailboxOf(to)).map((m) => pattern.exec(m.text)?.[0]).filter((x): x is string => x !== undefined);
    if (found.length > 0) return new URL(found.at(-1)!);
    if (Date.now() > until) throw new Error(`no mail to ${to} has a link like ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** urlInMailbox as a path with its query and fragment, to open in the browser. */
export async function linkInMailbox(to: string, pattern: RegExp): Promise<string> {
  const url = await urlInMailbox(to, pattern);
  return `${url.pathname}${url.search}${url.hash}`;
}
