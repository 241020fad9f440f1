import { setTimeout as delay } from 'node:timers/promises';
import { DEFAULT_LIMITS } from '../../config';
import { AppError } from '../../lib/errors';
import { createSendAllowance } from '../../lib/attempt-limiter';
import type { CounterStore } from '../../lib/rate-limit-store';
import { normalisePhone } from '../../../shared/phone';
import { EmailSchema } from '../../../shared/schemas/auth';
import type { MyPartRequest } from '../../../shared/schemas/part-requests';
import type { RequestStatus } from '../../../shared/statuses';
import { requestListEmail } from './emails';
import * as repo from './repository';
import { toMine } from './views';
import type { PartRequestServiceDeps, RequestCore } from './request-core';
import { MANAGE_LINK_MIN_MS } from './manage-link';

export const REQUEST_LIST_SENT =
  'If we have requests made with that phone number or e-mail, we have e-mailed their numbers and tracking links to the e-mail address on them.';

/** The customer services' deps, with the store the request-list cap counts in and that cap (RateLimits). */
export type RequestListDeps = PartRequestServiceDeps & { counters?: CounterStore; lists?: { perEmail: number; windowMs: number } };

/** The owner's lists: a signed-in customer's requests, and "Find my requests" e-mailed to the address on them. */
export function createRequestLists(deps: RequestListDeps, core: Pick<RequestCore, 'extrasFor' | 'trackingLink' | 'signature'>) {
  const listPerAddress = createSendAllowance({
    name: 'request-list',
    max: deps.lists?.perEmail ?? DEFAULT_LIMITS.requestListPerEmail,
    windowMs: deps.lists?.windowMs ?? DEFAULT_LIMITS.windowMs,
    counters: deps.counters,
  });
  const { db, mailer, log } = deps;
  const { extrasFor, trackingLink, signature } = core;

  return {
    /** The owner's requests, each with its whole history and staff's notes (the owner reads them in e-mails too). */
    async listMine(userId: string): Promise<MyPartRequest[]> {
      const rows = await repo.listByUser(db, userId);
      const [extras, history] = await Promise.all([extrasFor(rows, { showMessage: true }), repo.listHistoryOfMany(db, rows.map((r) => r.id))]);
      return rows.map((r) => toMine(r, extras(r), history));
    },

    /** docs/choices.md #4: only status, numbers and dates; nothing personal. */
    /**
     * "Find my requests" by phone or e-mail: the list goes to the e-mail on those requests, never to
     * whoever asked (knowing a number or an address is not proof of owning it), and the answer is the
     * same, no sooner than MANAGE_LINK_MIN_MS, whether anything matched. At most requestListPerEmail
     * lists an address per window (RateLimits), so the lookup cannot be used to flood a mailbox.
     */
    async sendRequestList(type: 'phone' | 'email', value: string): Promise<{ message: string }> {
      let find: () => Promise<repo.PartRequestRow[]>;
      if (type === 'phone') {
        // The whole number, normalised as it was stored: a few shared digits never find another's request.
        const digits = /^\+?[\d\s().-]+$/.test(value) ? normalisePhone(value) : null;
        if (!digits) {
          const message = 'Please enter your phone number with 7 to 15 digits, e.g. +1-876-123-4567';
          throw new AppError('invalid_data', message, [{ path: 'value', message }]);
        }
        find = () => repo.findByPhoneDigits(db, digits);
      } else {
        const email = EmailSchema.safeParse(value);
        if (!email.success) {
          const message = 'Please enter a valid email address';
          throw new AppError('invalid_data', message, [{ path: 'value', message }]);
        }
        find = () => repo.findByEmail(db, email.data);
      }
      const answerAt = performance.now() + MANAGE_LINK_MIN_MS;
      try {
        const byAddress = new Map<string, repo.PartRequestRow[]>();
        for (const row of await find()) {
          const to = row.customerEmail.toLowerCase();
          byAddress.set(to, [...(byAddress.get(to) ?? []), row]);
        }
        for (const [to, found] of byAddress) {
          if (!(await listPerAddress.allow(to))) continue;
          await mailer.send(
            requestListEmail({
              to,
              requests: found.map((r) => ({ requestNumber: r.requestNumber, status: r.status as RequestStatus, createdAt: r.createdAt })),
              trackingLink,
              store: signature,
            }),
          );
        }
      } catch (err) {
        // Logged, not answered: a failure only when something matched would tell that it did.
        log.error({ err }, 'could not send a list of requests');
      }
      await delay(Math.max(0, answerAt - performance.now()));
      return { message: REQUEST_LIST_SENT };
    },
  };
}
