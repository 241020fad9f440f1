import { describe, expect, it } from 'vitest';
import { PaymentSettingsInputSchema, type PaymentSettings } from '@shared/schemas/payments';
import { bankTransferOffered, PAYMENT_SETTINGS_TEXTS, settingsToFormValues } from './payment-settings-values';

const settings = (over: Partial<PaymentSettings> = {}): PaymentSettings => ({
  id: null,
  updatedAt: null,
  depositPercent: 50,
  ...(Object.fromEntries(PAYMENT_SETTINGS_TEXTS.map((field) => [field, null])) as Record<(typeof PAYMENT_SETTINGS_TEXTS)[number], null>),
  gctPercent: 0,
  dutyCollectedBy: 'Jamaica Customs, through the courier',
  effectiveFrom: '2026-01-01',
  ...over,
});

describe('settingsToFormValues', () => {
  it('shows blanks for what is not set, and the defaults pass the schema unchanged', () => {
    const values = settingsToFormValues(settings(), '2026-11-25');
    expect(values).toMatchObject({ bankName: '', trn: '', depositPercent: 50, gctPercent: 0, effectiveFrom: '2026-11-25' });
    const parsed = PaymentSettingsInputSchema.parse(values);
    expect(parsed.bankName ?? null).toBeNull();
    expect(parsed.trn ?? null).toBeNull();
  });

  it('keeps a date still to come, and starts a change today otherwise', () => {
    expect(settingsToFormValues(settings({ effectiveFrom: '2026-12-01' }), '2026-11-25').effectiveFrom).toBe('2026-12-01');
    expect(settingsToFormValues(settings({ effectiveFrom: '2026-11-01' }), '2026-11-25').effectiveFrom).toBe('2026-11-25');
  });

  it('keeps the bank details as typed', () => {
    const values = settingsToFormValues(
      settings({ bankName: 'NCB', bankBranch: 'Half Way Tree', bankAccountName: 'Yaad Parts Ltd', bankAccountNumber: '123456789', bankAccountType: 'Chequing', trn: '123-456-789' }),
      '2026-11-25',
    );
    expect(PaymentSettingsInputSchema.parse(values)).toMatchObject({ bankName: 'NCB', bankAccountNumber: '123456789', trn: '123-456-789' });
  });
});

describe('bankTransferOffered', () => {
  it('needs the bank, the account name and its number, not the branch or type', () => {
    expect(bankTransferOffered({ bankName: 'NCB', bankAccountName: 'Yaad Parts Ltd', bankAccountNumber: '123456789' })).toBe(true);
    expect(bankTransferOffered({ bankName: 'NCB', bankAccountName: 'Yaad Parts Ltd', bankAccountNumber: '  ' })).toBe(false);
    expect(bankTransferOffered({ bankName: null, bankAccountName: 'Yaad Parts Ltd', bankAccountNumber: '123456789' })).toBe(false);
    expect(bankTransferOffered({})).toBe(false);
  });
});
