import { SLIP_MAX_BYTES } from '@shared/payments';
import type { Balance } from '@shared/schemas/payments';

// What the Pay panel offers, worked out from the balance the server sent. Only the choice travels back
// (`deposit`, `balance` or `full`): the server computes the amount again and refuses more than is owed
// (docs/payments.md "Never more than is due"). Amounts here are J$ in major units.

export type PayAmount = 'deposit' | 'balance' | 'full';
export type PayChoice = { amount: PayAmount; jmd: number; label: string; hint: string };

const cents = (jmd: number) => Math.round(jmd * 100);
const fromCents = (c: number) => c / 100;

/**
 * The amounts the customer can pay now, the one to pay first at the top. Nothing while everything owed
 * is paid or already waiting for confirmation. Before the deposit is in: the rest of the deposit, or
 * everything owed; after it (or once staff waived it): the balance.
 */
export function payChoices(balance: Balance): PayChoice[] {
  const open = cents(balance.outstanding) - cents(balance.pending);
  if (open <= 0) return [];
  const depositOpen = !balance.depositPaid && !balance.depositWaived;
  const depositLeft = depositOpen ? Math.min(open, cents(balance.depositDue) - cents(balance.paid) - cents(balance.pending)) : 0;
  const everything: PayChoice = {
    amount: 'full',
    jmd: fromCents(open),
    label: 'Everything owed',
    hint: 'Nothing left to pay when the part is ready.',
  };
  if (depositLeft > 0 && depositLeft < open) {
    return [
      { amount: 'deposit', jmd: fromCents(depositLeft), label: 'The deposit', hint: 'Due now: we order the part once it is in.' },
      everything,
    ];
  }
  if (depositOpen && depositLeft > 0) return [everything];
  return [{ amount: 'balance', jmd: fromCents(open), label: 'The balance', hint: 'What is left to pay for your part.' }];
}

/** The word a Pay button ends with: "Pay J$13,856.00 deposit". */
export function payWord(amount: PayAmount): string {
  return amount === 'deposit' ? 'deposit' : amount === 'balance' ? 'balance' : 'in full';
}

export const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'] as const;
const SLIP_MAX_MB = SLIP_MAX_BYTES / (1024 * 1024);

/**
 * The browser's first look at a transfer slip: a photo or a PDF, at most SLIP_MAX_BYTES. The server sniffs
 * the content and decides; this only saves a long upload that would be refused.
 */
export function slipProblem(file: { type: string; size: number }): string | null {
  if (!(SLIP_TYPES as readonly string[]).includes(file.type)) return 'The slip must be a photo (JPEG, PNG, WebP or HEIC) or a PDF.';
  if (file.size > SLIP_MAX_BYTES) {
    return `The slip is too large (${(file.size / (1024 * 1024)).toFixed(1)} MB). Please choose one of at most ${SLIP_MAX_MB} MB.`;
  }
  if (file.size === 0) return 'That file is empty. Please choose the photo or PDF of your slip again.';
  return null;
}

export type PaymentOutcome = 'success' | 'failed' | 'processing';
export type PaymentReturn = { reference: string; outcome: PaymentOutcome };

/** Query parameters a card provider's return adds, taken off the address once read. */
export const PAYMENT_RETURN_PARAMS = ['payment', 'result', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/**
 * The browser's return from a card page: `?payment=<reference>&result=success|failed` from our WiPay
 * return, or Stripe's own `redirect_status` on the address we gave it. Null when the address carries none.
 */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const reference = params.get('payment')?.trim();
  if (!reference || reference.length > 64) return null;
  const result = params.get('result') ?? params.get('redirect_status');
  const outcome: PaymentOutcome | null =
    result === 'success' || result === 'succeeded'
      ? 'success'
      : result === 'failed' || result === 'failure' || result === 'cancelled' || result === 'canceled'
        ? 'failed'
        : result === 'processing' || result === 'pending'
          ? 'processing'
          : null;
  return outcome ? { reference, outcome } : null;
}
