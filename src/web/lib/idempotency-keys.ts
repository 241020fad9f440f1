/**
 * One Idempotency-Key per thing the customer is trying to do: the same order, sent again after a dropped
 * connection (by the app or by a second tap), carries the same key, so the server answers with the order
 * it already made instead of making a second. A changed order gets a new key. Forget the key once the
 * server has answered.
 */
export function createIdempotencyKeys() {
  const keys = new Map<string, string>();
  return {
    keyFor(request: unknown): string {
      const what = JSON.stringify(request);
      let key = keys.get(what);
      if (!key) {
        key = crypto.randomUUID();
        keys.set(what, key);
      }
      return key;
    },
    forget(request: unknown): void {
      keys.delete(JSON.stringify(request));
    },
  };
}
