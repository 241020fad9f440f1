import type { FieldValues, Resolver } from 'react-hook-form';
import { whenIdle } from './when-idle';

/**
 * A react-hook-form resolver whose code (zod, the shared schema and @hookform/resolvers, about 26 KB
 * gzipped) is fetched after the page instead of with it, so a form page shows sooner on mobile data
 * (decision 004). Loading starts once the browser is idle after the form's module runs: building the
 * schemas takes tens of milliseconds on a phone, which would otherwise join the task that draws the page
 * (bench/README.md, the checkout's blocking time). It has still arrived long before anyone submits; a
 * submit that comes first starts it at once and waits for it, as react-hook-form awaits every resolver.
 * A failed load is tried again on the next validation.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  whenIdle(() => void get().catch(() => undefined));
  return async (values, context, options) => (await get())(values, context, options);
}
