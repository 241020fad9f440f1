import type { Balance, Payment } from '@shared/schemas/payments';
import { formatMoney } from '@web/lib/format';
import { payChoices, type PayChoice } from './pay-choices';

// What the Pay panel says and offers, from the balance and the payments the server sent (docs/payments.md,
// "Accepting, then paying"): one state at a time, so the panel never asks for money that is already on
// its way or says "once your deposit is in" after everything is paid.

export type PanelState = {
  kind: 'deposit' | 'balance' | 'waiting' | 'paid';
  /** The line under the title. */
  description: string;
  /** The figure to act on, in large type: "Due now: J$4,252.50 (deposit)". Null when nothing is due now. */
  headline: string | null;
  /** What can be paid now; none while a transfer waits for us or nothing is owed. */
  choices: PayChoice[];
  /** A card payment started and not yet answered (the customer may have left the card page). */
  cardWaiting: number;
};

const jmd = (n: number) => formatMoney(n, 'JMD');
const centsOf = (n: number) => Math.round(n * 100);
const sumOf = (rows: Payment[]) => rows.reduce((s, p) => s + centsOf(p.amount), 0) / 100;

export const PAID_NEXT =
  'Nothing more to pay us. We will tell you when the part leaves the US and when it is ready for pickup or delivery, by e-mail, and on WhatsApp or by SMS if you chose updates.';

export function panelState(balance: Balance, payments: Payment[]): PanelState {
  const pending = payments.filter((p) => p.kind === 'payment' && p.state === 'pending');
  const transfers = sumOf(pending.filter((p) => p.method === 'bank_transfer'));
  const cardWaiting = sumOf(pending.filter((p) => p.method !== 'bank_transfer'));
  if (balance.total > 0 && balance.outstanding <= 0) {
    return { kind: 'paid', description: 'Paid in full. Thank you!', headline: null, choices: [], cardWaiting: 0 };
  }
  if (transfers > 0) {
    return {
      kind: 'waiting',
      description: 'We check the bank for your transfer and e-mail you the receipt when it is in. There is nothing more to pay until then.',
      headline: `${jmd(transfers)} waiting for us to confirm (usually by the next business day)`,
      choices: [],
      cardWaiting,
    };
  }
  const choices = payChoices(balance);
  if (!balance.depositPaid && !balance.depositWaived) {
    return {
      kind: 'deposit',
      description: 'We order your part from the US once your deposit is in.',
      headline: balance.dueNow > 0 ? `Due now: ${jmd(balance.dueNow)} (deposit)` : null,
      choices,
      cardWaiting,
    };
  }
  return {
    kind: 'balance',
    description: balance.depositWaived
      ? 'Our team waived the deposit: we order your part without it. The balance is due when the part is ready for pickup or delivery.'
      : 'Your deposit is in. The balance is due when the part is ready for pickup or delivery.',
    headline: balance.dueNow > 0 ? `Due now: ${jmd(balance.dueNow)} (balance)` : null,
    choices,
    cardWaiting,
  };
}

/** Everything the customer has paid us, refunds not taken off (the panel shows refunds beside it). */
export function receivedOf(balance: Pick<Balance, 'paid' | 'refunded'>): number {
  return (centsOf(balance.paid) + centsOf(balance.refunded)) / 100;
}
