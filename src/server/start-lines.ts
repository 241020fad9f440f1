import type { Config } from './config';
import type { FirstAdmin } from './server';

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

/** Which rule makes the first admin, said while the store has none (afterwards it no longer matters). */
export function firstAdminLines(first: FirstAdmin, url: string): string[] {
  if (first.adminExists) return [];
  const promote = 'npm run admin -- promote <email>';
  if (first.rule === 'first-account') {
    return first.anyAccount
      ? [`No admin account: make one with \`${promote}\` (stop the server first on the embedded database).`]
      : [
          'No account exists yet: the first account created becomes the admin.',
          '(A local install. Deployed, with an https PUBLIC_URL or NODE_ENV=production, sign-up never makes an admin.)',
        ];
  }
  if (!first.setupCodeFile) return [`No admin yet: make one with \`${promote}\` for an account that exists.`];
  // The code itself is never printed: what a server prints ends up in logs that others can read.
  return [
    'No admin yet. This store is deployed, so sign-up never makes an admin. To make the first one, either:',
    `  - create an account (or sign in) and enter the one-time setup code at ${url}/setup;`,
    `    the code is in ${first.setupCodeFile}, readable by this server's user only`,
    '    (it works once, and only until this server stops), or',
    `  - run \`${promote}\` for an account that exists (on the embedded database, stop the server first).`,
  ];
}
