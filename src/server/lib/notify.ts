import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mail/mailer';

/** A message, or the work that builds it when building reads the database and must not fail the caller either. */
export type Notice = MailMessage | (() => Promise<MailMessage>);
export type Notify = (notices: Notice | Notice[]) => Promise<void>;

/**
 * For e-mails that follow a change already committed: each is queued in turn, and a failure to build or
 * queue one is logged, never thrown at the person whose change stands.
 */
export function quietSender(mailer: Pick<Mailer, 'send'>, log: Pick<FastifyBaseLogger, 'error'>): Notify {
  return async (notices) => {
    for (const notice of Array.isArray(notices) ? notices : [notices]) {
      let kind = typeof notice === 'function' ? undefined : notice.kind;
      try {
        const message = typeof notice === 'function' ? await notice() : notice;
        kind = message.kind;
        await mailer.send(message);
      } catch (err) {
        log.error({ err, kind }, 'could not queue an e-mail');
      }
    }
  };
}
