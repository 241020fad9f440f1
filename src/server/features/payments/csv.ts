import { PAYMENT_METHOD_LABELS, PAYMENT_PURPOSE_LABELS, PAYMENT_STATE_LABELS } from '../../../shared/payments';
import type { PaymentRow } from '../../modules/money/repository';
import { KINGSTON_OFFSET_MS } from '../../../shared/kingston-time';
import { writeCsv, type CsvCell } from '../../lib/csv';

// The accountant's CSV (docs/payments.md, "Staff money view"): one line per ledger row, dates in Kingston.
// A cell a spreadsheet would read as a formula is prefixed with an apostrophe (lib/csv.ts), so a
// customer's note can never run as one.

/** Kingston keeps UTC-5 all year: "YYYY-MM-DD HH:MM" there. */
export function kingstonDateTime(d: Date): string {
  return new Date(d.getTime() - KINGSTON_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

export const CSV_COLUMNS = [
  'Date (Kingston)',
  'Receipt number',
  'Reference',
  'Request or order',
  'Customer',
  'Kind',
  'Purpose',
  'Method',
  'Amount J$',
  'State',
  'Provider reference',
  'Recorded by',
  'Note',
];

const KIND_WORDS: Record<PaymentRow['kind'], string> = { payment: 'Payment', refund: 'Refund', void: 'Void' };

export function paymentsCsv(rows: PaymentRow[]): string {
  const lines: CsvCell[][] = [CSV_COLUMNS];
  for (const r of rows) {
    // A refund gives money back and a void takes a mistaken entry out of the sums: both count against.
    const signed = r.kind === 'payment' ? r.amountCents : -r.amountCents;
    lines.push([
      kingstonDateTime(r.settledAt ?? r.createdAt),
      r.receiptNumber,
      r.reference,
      r.subjectNumber,
      r.customerName,
      KIND_WORDS[r.kind],
      PAYMENT_PURPOSE_LABELS[r.purpose],
      PAYMENT_METHOD_LABELS[r.method],
      // Formatted here: a refund's minus sign is a number's, not a formula's.
      { raw: (signed / 100).toFixed(2) },
      // A refund or void that went through is "Recorded", not "Paid".
      r.kind !== 'payment' && r.state === 'succeeded' ? 'Recorded' : PAYMENT_STATE_LABELS[r.state],
      r.providerRef,
      r.recordedByLabel,
      r.note,
    ]);
  }
  // CRLF as RFC 4180 writes it; the BOM makes Excel read the J$ and names as UTF-8.
  return writeCsv(lines, { quoteApostrophesAndPadding: true, lineEnd: 'crlf', bom: true });
}
