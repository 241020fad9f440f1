import type { Config } from './config';

/**
 * How this store takes money, for the line `npm start` prints: every way that is on, and WiPay's mode,
 * so a deployed store still on WiPay's sandbox is seen at a glance.
 */
export function paymentsSummary(config: Pick<Config, 'wipay' | 'stripe'>): string {
  const ways = [
    config.wipay ? `WiPay cards in ${config.wipay.currency} (${config.wipay.environment === 'live' ? 'live' : 'SANDBOX: test payments only'})` : undefined,
    config.stripe ? `cards by Stripe (${config.stripe.secretKey.startsWith('sk_live_') || config.stripe.secretKey.startsWith('rk_live_') ? 'live' : 'test keys'})` : undefined,
    'bank transfer and cash, recorded by staff',
  ];
  return ways.filter(Boolean).join(', ');
}
