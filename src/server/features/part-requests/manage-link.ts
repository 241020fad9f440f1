import { setTimeout as delay } from 'node:timers/promises';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { digestToken, newToken } from '../../lib/tokens';
import { markVerified } from '../../lib/mail/verified-addresses';
import { MANAGE_ACCESS_TTL_MINUTES, MANAGE_LINK_TTL_HOURS } from '../../../shared/constants';
import type { TrackingRecord } from '../../../shared/schemas/part-request-tracking';
import { manageLinkEmail } from './emails';
import * as repo from './repository';
import type { PartRequestServiceDeps, RequestCore } from './request-core';
import type { RequestTracking } from './request-tracking';

export const MANAGE_LINK_SENT = 'If that e-mail is on the request, we’ve sent it a link to manage the request.';
export const MANAGE_LINK_EXPIRED = 'This link has expired or was already used: ask for a new one';
const MANAGE_LINK_TTL_MS = MANAGE_LINK_TTL_HOURS * 60 * 60 * 1000;
export const MANAGE_ACCESS_TTL_MS = MANAGE_ACCESS_TTL_MINUTES * 60 * 1000;
/** One link a minute per request at most: asking again sooner sends nothing (the last link still works). */
const MANAGE_LINK_RESEND_MS = 60 * 1000;
/**
 * The manage-link answer comes no sooner than this, matching e-mail or not: writing the token and the
 * e-mail takes a few milliseconds, which would otherwise tell whether the address was the request's.
 */
export const MANAGE_LINK_MIN_MS = 100;

/**
 * The manage link that proves a tracker owns the request (docs/decisions/006-what-a-request-number-shows.md):
 * sent to the request's own address, and opened once for an access token.
 */
export function createManageLink(deps: PartRequestServiceDeps, core: Pick<RequestCore, 'signature'>, tracking: Pick<RequestTracking, 'trackingRecord'>) {
  const { db, mailer, log } = deps;
  const { signature } = core;
  // The token rides in the fragment: browsers never send it, so it reaches no log or proxy.
  const manageLink = (requestNumber: string, token: string) =>
    `${deps.publicUrl}/track-order/manage?number=${encodeURIComponent(requestNumber)}#token=${token}`;

  return {
    /**
     * Sends the manage link to the request's own address when `email` is that address; answers the same
     * either way, no sooner than MANAGE_LINK_MIN_MS, so the answer never confirms an address.
     */
    async requestManageLink(requestNumber: string, email: string): Promise<{ message: string }> {
      const answerAt = performance.now() + MANAGE_LINK_MIN_MS;
      try {
        const row = await repo.findRequestByNumber(db, requestNumber);
        if (row && email === row.customerEmail.toLowerCase()) {
          const issuedAt = await repo.liveAccessIssuedAt(db, row.id, 'link');
          if (!issuedAt || Date.now() - issuedAt.getTime() >= MANAGE_LINK_RESEND_MS) {
            const token = newToken();
            await repo.replaceAccess(db, { requestId: row.id, purpose: 'link', tokenHash: digestToken(token), ttlMs: MANAGE_LINK_TTL_MS });
            await mailer.send(
              manageLinkEmail({ requestNumber: row.requestNumber, to: row.customerEmail, link: manageLink(row.requestNumber, token), token, store: signature }),
            );
          }
        }
      } catch (err) {
        // Logged, not answered: a failure only when the address matched would confirm it.
        log.error({ err }, 'could not send a manage link');
      }
      await delay(Math.max(0, answerAt - performance.now()));
      return { message: MANAGE_LINK_SENT };
    },

    /**
     * Uses a manage link: the token works once, for its own request, before it expires. Grants an access
     * token (kept by the browser in an httpOnly cookie) for MANAGE_ACCESS_TTL_MS, and marks the request's
     * address as verified: the link reached whoever reads it.
     */
    async openManageLink(requestNumber: string, token: string): Promise<{ record: TrackingRecord; accessToken: string }> {
      const expired = () => new AppError('invalid_data', MANAGE_LINK_EXPIRED, [{ path: 'token', message: MANAGE_LINK_EXPIRED }]);
      const row = await repo.findRequestByNumber(db, requestNumber);
      if (!row) throw expired();
      const accessToken = newToken();
      await inTransaction(db, async (t) => {
        if (!(await repo.consumeAccessLink(t, row.id, digestToken(token)))) throw expired();
        await repo.replaceAccess(t, { requestId: row.id, purpose: 'session', tokenHash: digestToken(accessToken), ttlMs: MANAGE_ACCESS_TTL_MS });
        await markVerified(t, row.customerEmail);
      });
      return { record: await tracking.trackingRecord(row, true), accessToken };
    },
  };
}
