import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentSettings } from '../../db/schema';
import { DEFAULT_DEPOSIT_PERCENT, DEFAULT_DUTY_COLLECTED_BY } from '../../../shared/payments';
import type { BankDetails, PaymentSettings, PaymentSettingsInput } from '../../../shared/schemas/payments';

// How the store takes money (docs/payments.md): the newest payment_settings row, or the defaults until
// staff save their own. Append-only, so an accepted quote keeps the deposit it was accepted with.

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

/** The settings in force; `id` null while they are the defaults. */
export type EffectivePaymentSettings = Omit<PaymentSettingsRow, 'id' | 'createdBy' | 'createdAt'> & { id: number | null; createdAt: Date | null };

const DEFAULTS: EffectivePaymentSettings = {
  id: null,
  depositBasisPoints: DEFAULT_DEPOSIT_PERCENT * 100,
  bankName: null,
  bankBranch: null,
  bankAccountName: null,
  bankAccountNumber: null,
  bankAccountType: null,
  trn: null,
  gctBasisPoints: 0,
  dutyCollectedBy: DEFAULT_DUTY_COLLECTED_BY,
  effectiveFrom: '2026-01-01',
  createdAt: null,
};

export async function currentPaymentSettings(db: Db): Promise<EffectivePaymentSettings> {
  const [row] = await db.select().from(paymentSettings).orderBy(desc(paymentSettings.id)).limit(1);
  return row ?? DEFAULTS;
}

/** A new record; the old ones stay, as the history of the rules. */
export async function insertPaymentSettings(db: Db, input: PaymentSettingsInput, userId: string | null): Promise<EffectivePaymentSettings> {
  const [row] = await db
    .insert(paymentSettings)
    .values({
      depositBasisPoints: Math.round(input.depositPercent * 100),
      bankName: input.bankName ?? null,
      bankBranch: input.bankBranch ?? null,
      bankAccountName: input.bankAccountName ?? null,
      bankAccountNumber: input.bankAccountNumber ?? null,
      bankAccountType: input.bankAccountType ?? null,
      trn: input.trn ?? null,
      gctBasisPoints: Math.round(input.gctPercent * 100),
      dutyCollectedBy: input.dutyCollectedBy,
      effectiveFrom: input.effectiveFrom,
      createdBy: userId,
    })
    .returning();
  return row!;
}

export function paymentSettingsOut(s: EffectivePaymentSettings): PaymentSettings {
  return {
    id: s.id,
    depositPercent: s.depositBasisPoints / 100,
    bankName: s.bankName,
    bankBranch: s.bankBranch,
    bankAccountName: s.bankAccountName,
    bankAccountNumber: s.bankAccountNumber,
    bankAccountType: s.bankAccountType,
    trn: s.trn,
    gctPercent: s.gctBasisPoints / 100,
    dutyCollectedBy: s.dutyCollectedBy,
    effectiveFrom: s.effectiveFrom,
    updatedAt: s.createdAt?.toISOString() ?? null,
  };
}

/** The bank details customers transfer to; null until staff have entered the bank, account name and number. */
export function bankDetailsOf(s: EffectivePaymentSettings): BankDetails | null {
  if (!s.bankName || !s.bankAccountName || !s.bankAccountNumber) return null;
  return { bankName: s.bankName, branch: s.bankBranch, accountName: s.bankAccountName, accountNumber: s.bankAccountNumber, accountType: s.bankAccountType };
}
