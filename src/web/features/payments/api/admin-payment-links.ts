/**
 * The two staff answers that are files, not JSON: opened or downloaded by the browser itself (a plain
 * link carries the session cookie), so they have no hook.
 */

/** `GET /api/admin/payments/:id/slip`: the photo or PDF a customer sent with a transfer. */
export function transferSlipUrl(paymentId: string): string {
  return `/api/admin/payments/${encodeURIComponent(paymentId)}/slip`;
}

/** `GET /api/admin/payments.csv?from=&to=`: the ledger for the accountant, dates in Kingston. */
export function paymentsCsvUrl(range: { from: string; to: string }): string {
  return `/api/admin/payments.csv?${new URLSearchParams(range).toString()}`;
}
