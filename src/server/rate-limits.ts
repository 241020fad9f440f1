import { DEFAULT_UNCONFIRMED_SHARE_OF_STOCK, DEFAULT_UNCONFIRMED_UNITS_PER_ADDRESS } from '../shared/orders';

/** Attempts allowed per window; tests lower them to see the 429 quickly. */
export type RateLimits = {
  windowMs: number;
  signInPerIp: number;
  /**
   * Wrong passwords on one account before its attempts are slowed. Then each attempt waits
   * signInFirstDelayMs × 2^(failures − signInFreeFailures), at most signInMaxDelayMs, before it is
   * checked: guessing slows to a crawl while the owner, with the right password, still gets in.
   */
  signInFreeFailures: number;
  signInFirstDelayMs: number;
  signInMaxDelayMs: number;
  forgotPerIp: number;
  forgotPerEmail: number;
  /**
   * Accounts created from one address. Generous, as many Jamaican phones share a carrier's address
   * (CGNAT), but it stops a script filling the user table and the outbox.
   */
  signupPerIp: number;
  /** Part requests submitted from one address. */
  requestCreatePerIp: number;
  /** Shop orders placed from one address: a family's shopping, not a script emptying the shelves. */
  orderCreatePerIp: number;
  /**
   * The shop's units that pay-later orders nobody has confirmed may hold from one client address at once,
   * whatever e-mails and phones they give (docs/shop-holds.md).
   */
  unconfirmedUnitsPerAddress: number;
  /** The share of any product's units that such orders may hold together, all customers at once. */
  unconfirmedShareOfStock: number;
  /** Tracking lookups and quote answers from one address (docs/choices.md #4): enough for a customer, not for guessing. */
  trackPerIp: number;
  /** Lists of requests ("find my requests" by phone or e-mail) e-mailed to one address per window: never a flood. */
  requestListPerEmail: number;
  /** Contact-form messages from one address: a conversation, not a flood into the support mailbox. */
  contactPerIp: number;
  /** Profile saves from one address: each one with a password costs two password hashes. */
  profileUpdatePerIp: number;
  /** Tries of the one-time admin setup code from one address. */
  adminClaimPerIp: number;
};

export const DEFAULT_LIMITS: RateLimits = {
  windowMs: 15 * 60 * 1000,
  signInPerIp: 30,
  signInFreeFailures: 5,
  signInFirstDelayMs: 1000,
  signInMaxDelayMs: 30_000,
  forgotPerIp: 10,
  forgotPerEmail: 3,
  signupPerIp: 20,
  requestCreatePerIp: 20,
  orderCreatePerIp: 20,
  unconfirmedUnitsPerAddress: DEFAULT_UNCONFIRMED_UNITS_PER_ADDRESS,
  unconfirmedShareOfStock: DEFAULT_UNCONFIRMED_SHARE_OF_STOCK,
  trackPerIp: 60,
  requestListPerEmail: 3,
  contactPerIp: 10,
  profileUpdatePerIp: 20,
  adminClaimPerIp: 10,
};
