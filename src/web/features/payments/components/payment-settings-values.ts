import type { z } from 'zod';
import type { PaymentSettings, PaymentSettingsInputSchema } from '@shared/schemas/payments';

/** The settings form's boxes: what the shared schema takes in (texts as typed, blank for none). */
export type PaymentSettingsFormValues = z.input<typeof PaymentSettingsInputSchema>;

/** The settings' optional texts: null in the API until staff enter them, a blank box in the form. */
export const PAYMENT_SETTINGS_TEXTS = ['bankName', 'bankBranch', 'bankAccountName', 'bankAccountNumber', 'bankAccountType', 'trn'] as const;
type PaymentSettingsText = (typeof PAYMENT_SETTINGS_TEXTS)[number];

export const PAYMENT_SETTINGS_FIELDS = [
  'depositPercent',
  ...PAYMENT_SETTINGS_TEXTS,
  'gctPercent',
  'dutyCollectedBy',
  'effectiveFrom',
] as const satisfies readonly (keyof PaymentSettingsFormValues)[];

/** The settings in force as the form's starting values; a change takes effect from `today` unless staff pick a day. */
export function settingsToFormValues(settings: PaymentSettings, today: string): PaymentSettingsFormValues {
  const texts = Object.fromEntries(PAYMENT_SETTINGS_TEXTS.map((field) => [field, settings[field] ?? ''])) as Record<PaymentSettingsText, string>;
  return {
    depositPercent: settings.depositPercent,
    ...texts,
    gctPercent: settings.gctPercent,
    dutyCollectedBy: settings.dutyCollectedBy,
    effectiveFrom: settings.effectiveFrom > today ? settings.effectiveFrom : today,
  };
}

type BankFields = Partial<Record<'bankName' | 'bankAccountName' | 'bankAccountNumber', string | null | undefined>>;

/**
 * Customers are offered bank transfer only once the bank, the account name and its number are all set
 * (docs/payments.md "Ways to pay"); the branch and account type are extra help, not required.
 */
export function bankTransferOffered(settings: BankFields): boolean {
  return [settings.bankName, settings.bankAccountName, settings.bankAccountNumber].every((v) => (v ?? '').trim() !== '');
}
