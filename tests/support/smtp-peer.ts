import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string };

/** A header's value in a received message (the first, unfolded), or undefined. */
export function headerOf(message: Received, name: string): string | undefined {
  const head = message.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** A received message as its reader sees it: decoded (quoted-printable, base64) by mailparser. */
export async function readMail(message: Received): Promise<{ to: string[]; subject: string; text: string }> {
  const parsed = await simpleParser(message.raw);
  return { to: message.to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
}

/**
 * A real SMTP peer on loopback. While `refuse` is set it answers 550 to every recipient; `delayMs` makes it
 * take that long to accept each message, as a real mail server does.
 */
export async function startSmtp(): Promise<{ url: string; received: Received[]; state: { refuse: boolean; delayMs: number }; close(): Promise<void> }> {
  const received: Received[] = [];
  const state = { refuse: false, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    // No DNS here (loopback only): a reverse lookup of each client would wait for its timeout.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refuse) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        if (state.delayMs > 0) setTimeout(() => callback(), state.delayMs);
        else callback();
      });
    },
  });
  // A sender killed mid-message (the scale-out crash tests do it) resets its connection inside a transaction,
  // which smtp-server emits as the server's 'error': unheard, that is an uncaught exception in the test run.
  // A real mail server drops that message and carries on; so does this one (the message was never received).
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
