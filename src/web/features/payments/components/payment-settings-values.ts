import type { z } from 'zod';
import type { PaymentSettings, PaymentSettingsInputSchema } from '@shared/schemas/payments';

/** The settings form's boxes: what the shared schema takes in (texts as typed, blank for none). */
export type PaymentSettingsFormValues = z.input<typeof PaymentSettingsInputSchema>;

export const PAYMENT_SETTINGS_FIELDS = [
  'depositPercent',
  'bankName',
  'bankBranch',
  'bankAccountName',
  'bankAccountNumber',
  'bankAccountType',
  'trn',
  'gctPercent',
  'dutyCollectedBy',
  'effectiveFrom',
] as const satisfies readonly (keyof PaymentSettingsFormValues)[];

/** The settings in force as the form's starting values; a change takes effect from `today` unless staff pick a day. */
export function settingsToFormValues(settings: PaymentSettings, today: string): PaymentSettingsFormValues {
  return {
    depositPercent: settings.depositPercent,
    bankName: settings.bankName ?? '',
    bankBranch: settings.bankBranch ?? '',
    bankAccountName: settings.bankAccountName ?? '',
    bankAccountNumber: settings.bankAccountNumber ?? '',
    bankAccountType: settings.bankAccountType ?? '',
    trn: settings.trn ?? '',
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
