import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { smtpTransportOptions } from '../../src/server/lib/mail/mailer';

/** `timed` of the `sent` messages were timed (the rest warmed up); `received` is the peer's count of all. */
export type MailFloor = { cpuMsPerMessage: number; perSecond: number; timed: number; received: number; sent: number };

/**
 * What sending one e-mail costs the sender's CPU in nodemailer alone, with the mailer's own transport
 * settings (a pool of 3 connections) and no database: the part of the worker's cost per e-mail that no
 * change to our code can remove. The peer runs in a process of its own (smtp-peer-process.ts), so
 * process.cpuUsage() here counts the sender only. Messages go 3 at a time, the cheapest way measured
 * (one at a time cost more per message), so the figure is a floor. The peer's count must agree.
 */
export async function measureMailFloor(message: { subject: string; text: string; html?: string }, messages = 2_000): Promise<MailFloor> {
  const child = fork(fileURLToPath(new URL('./smtp-peer-process.ts', import.meta.url)), [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  try {
    const { url } = await ask<{ url: string }>();
    const transport = nodemailer.createTransport(smtpTransportOptions(url));
    let n = 0;
    const send = async (count: number) => {
      let left = count;
      const one = async () => {
        while (left-- > 0) {
          const i = ++n;
          await transport.sendMail({ messageId: `<floor-${i}@yaadparts.invalid>`, from: 'Yaad Parts <orders@yaadparts.invalid>', to: `floor.${i}@example.com`, ...message });
        }
      };
      await Promise.all([one(), one(), one()]);
    };
    await send(Math.min(500, messages)); // untimed: V8 optimises nodemailer's path first
    const before = process.cpuUsage();
    const t0 = performance.now();
    await send(messages);
    const used = process.cpuUsage(before);
    const elapsed = performance.now() - t0;
    transport.close();
    child.send('count?');
    const { received } = await ask<{ received: number }>();
    return { cpuMsPerMessage: (used.user + used.system) / 1000 / messages, perSecond: (messages / elapsed) * 1000, timed: messages, received, sent: n };
  } finally {
    if (child.connected) child.disconnect();
  }
}
