import { describe, expect, it } from 'vitest';
import { ledgerRowWords } from './ledger-row';

describe('ledgerRowWords', () => {
  it('names a payment by its purpose and state', () => {
    expect(ledgerRowWords({ kind: 'payment', purpose: 'deposit', state: 'succeeded', corrects: null })).toEqual({
      title: 'Deposit',
      negative: false,
      badge: { label: 'Paid', variant: 'success' },
    });
    expect(ledgerRowWords({ kind: 'payment', purpose: 'balance', state: 'pending', corrects: null }).badge).toEqual({ label: 'Waiting for confirmation', variant: 'warning' });
  });

  it('never calls a refund or a void paid: both go out, with a minus sign', () => {
    const refund = ledgerRowWords({ kind: 'refund', purpose: 'refund', state: 'succeeded', corrects: null });
    expect(refund).toEqual({ title: 'Refund', negative: true, badge: { label: 'Refunded', variant: 'secondary' } });
    const voidRow = ledgerRowWords({ kind: 'void', purpose: 'void', state: 'succeeded', corrects: 'RCT-2026-000001' });
    expect(voidRow).toEqual({ title: 'Void of RCT-2026-000001', negative: true, badge: { label: 'Correction', variant: 'secondary' } });
  });

  it('shows a voided payment as void, not paid', () => {
    expect(ledgerRowWords({ kind: 'payment', purpose: 'deposit', state: 'voided', corrects: null }).badge).toEqual({ label: 'Void', variant: 'secondary' });
  });
});
