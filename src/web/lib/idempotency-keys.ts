import { useState } from 'react';
import { isNetworkError } from './api-client';

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

/**
 * The part of a useMutation that sends with an Idempotency-Key: `send` gets the key for these variables
 * (`identify` says what makes two sends the same attempt; by default the variables themselves). A dropped
 * connection is retried twice with the same key and keeps it for the next tap; any answer ends the attempt.
 */
export function useIdempotentSend<V, T>(send: (variables: V, idempotencyKey: string) => Promise<T>, identify: (variables: V) => unknown = (v) => v) {
  const [keys] = useState(createIdempotencyKeys);
  return {
    mutationFn: (variables: V) => send(variables, keys.keyFor(identify(variables))),
    retry: (failures: number, error: unknown) => failures < 2 && isNetworkError(error),
    onSettled: (_data: T | undefined, error: unknown, variables: V) => {
      if (!error || !isNetworkError(error)) keys.forget(identify(variables));
    },
  };
}
