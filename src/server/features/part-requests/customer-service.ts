import { createRequestCore } from './request-core';
import { createRequestSubmission } from './request-submission';
import { createRequestLists, type RequestListDeps } from './request-lists';
import { createRequestTracking } from './request-tracking';
import { createManageLink } from './manage-link';
import { createQuoteAnswers } from './quote-answer';

// The routes set the access cookie's lifetime from it.
export { MANAGE_ACCESS_TTL_MS } from './manage-link';

/**
 * The customer's and the guest's side of part requests: submitting one (request-submission.ts), the
 * owner's list (request-lists.ts), tracking by number (request-tracking.ts), the manage link that proves
 * a tracker owns the request (manage-link.ts), and answering a quote (quote-answer.ts), over the
 * request core they share.
 */
export function createCustomerRequestService(deps: RequestListDeps) {
  const core = createRequestCore(deps);
  const lists = createRequestLists(deps, core);
  const tracking = createRequestTracking(deps, core);
  const manage = createManageLink(deps, core, tracking);
  const quotes = createQuoteAnswers(deps, core, tracking);
  return {
    ...createRequestSubmission(deps, core),
    ...lists,
    respondAsOwner: quotes.respondAsOwner,
    track: tracking.track,
    requestManageLink: manage.requestManageLink,
    openManageLink: manage.openManageLink,
    managedRecord: tracking.managedRecord,
    respondWithAccess: quotes.respondWithAccess,
  };
}

export type CustomerRequestService = ReturnType<typeof createCustomerRequestService>;
