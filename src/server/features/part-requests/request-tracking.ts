import { AppError } from '../../lib/errors';
import { digestToken } from '../../lib/tokens';
import type { TrackingRecord } from '../../../shared/schemas/part-request-tracking';
import * as repo from './repository';
import { toTrackingRecord } from './views';
import { notFound, type PartRequestServiceDeps, type RequestCore } from './request-core';

export const MANAGE_ACCESS_NEEDED =
  'To see this request’s details or answer its quote, open the link we e-mail to the address on it: choose “Manage this request” to get one';

/**
 * Tracking a request by its number: the record anyone with the number sees, and the full one for a
 * browser holding the access a manage link granted (docs/decisions/006-what-a-request-number-shows.md).
 */
export function createRequestTracking(deps: PartRequestServiceDeps, core: Pick<RequestCore, 'extrasFor'>) {
  const { db } = deps;
  const { extrasFor } = core;

  async function trackingRecord(row: repo.PartRequestView, managed: boolean, owner = false): Promise<TrackingRecord> {
    const [extras, history] = await Promise.all([extrasFor([row], { showMessage: managed || owner }), repo.listHistory(db, row.id)]);
    return toTrackingRecord(row, { managed, owner, extras: extras(row), history, storeAddress: deps.store.address });
  }

  /** The request a tracking call is about; an e-mail, when given, must be the request's (docs/choices.md #4). */
  async function findTracked(requestNumber: string, email?: string | null): Promise<repo.PartRequestView> {
    const row = await repo.findRequestByNumber(db, requestNumber);
    if (!row || (email && email !== row.customerEmail.toLowerCase())) throw notFound();
    return row;
  }

  /** The request, when `accessToken` is a live right to manage it (granted by opening its manage link). */
  async function findManaged(requestNumber: string, accessToken: string | undefined): Promise<repo.PartRequestView> {
    const row = await findTracked(requestNumber);
    if (!accessToken || !(await repo.hasAccessSession(db, row.id, digestToken(accessToken)))) {
      throw new AppError('unauthorized', MANAGE_ACCESS_NEEDED);
    }
    return row;
  }

  return {
    trackingRecord,
    findManaged,

    /**
     * By number alone (an e-mail, if given, must match): no personal details, no answering. The signed-in
     * owner also reads staff's notes in the history, as their e-mails and dashboard show them.
     */
    async track(requestNumber: string, email: string | null | undefined, userId: string | null = null): Promise<TrackingRecord> {
      const row = await findTracked(requestNumber, email);
      return trackingRecord(row, false, userId !== null && row.userId === userId);
    },

    /** The full record, for a browser holding the access a manage link granted. */
    async managedRecord(requestNumber: string, accessToken: string | undefined): Promise<TrackingRecord> {
      return trackingRecord(await findManaged(requestNumber, accessToken), true);
    },
  };
}

export type RequestTracking = ReturnType<typeof createRequestTracking>;
