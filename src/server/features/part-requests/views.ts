import { URGENCY_LABELS, US_TO_JAMAICA_SHIPPING } from '../../../shared/constants';
import { fromCents } from '../../../shared/money';
import type { LandedCostRates } from '../../../shared/schemas/landed-cost';
import type { AdminPartRequest, CustomerPartRequest, MyPartRequest } from '../../../shared/schemas/part-requests';
import type { TrackingRecord } from '../../../shared/schemas/part-request-tracking';
import type { Money, PaymentMethods } from '../../../shared/schemas/payments';
import type { Quote } from '../../../shared/schemas/quotes';
import { CUSTOMER_LABEL, STORE_NOTES, type RequestStatus } from '../../../shared/statuses';
import type { PaymentRow } from '../../modules/money/repository';
import { moneyFromRows } from '../../modules/money/views';
import type { RequestFacts } from './emails';
import type * as repo from './repository';
import { ratesFromRecord } from '../../lib/landed-cost-rates';

// Database rows → the API's answers. Pure functions: what each audience may see is decided here, and
// the response schemas of the routes check it again.

const STORE_NOTE_SET = new Set<string>(Object.values(STORE_NOTES));

/** Statuses in which an international part is on its way. */
const IN_TRANSIT: readonly RequestStatus[] = ['shipped_us', 'shipped_jamaica'];

/** The balance falls due when the part is ready for pickup or delivery (SOURCING_TERMS). */
export const BALANCE_DUE_STATUSES: readonly RequestStatus[] = ['ready_pickup', 'delivered'];

/** What a view of a request shows beside its own columns: its quote and its money, read in batches. */
export type RequestExtras = { quote: Quote | null; money: Money | null };

/**
 * A request's money from its ledger rows: null until an option is accepted, and for requests accepted
 * before the ledger existed (no amount due: docs/decisions/007-payments-ledger-and-wipay.md).
 */
export function requestMoney(
  row: Pick<repo.PartRequestRow, 'amountDueCents' | 'depositDueCents' | 'depositWaivedAt' | 'status'>,
  payments: PaymentRow[],
  methods: PaymentMethods,
): Money | null {
  if (row.amountDueCents === null) return null;
  return moneyFromRows(payments, {
    totalCents: row.amountDueCents,
    depositDueCents: row.depositDueCents ?? 0,
    depositWaived: row.depositWaivedAt !== null,
    balanceDueNow: BALANCE_DUE_STATUSES.includes(row.status),
    methods,
  });
}

export function ratesOut(row: repo.RatesRow): LandedCostRates {
  return { id: row.id, ...ratesFromRecord(row), updatedAt: row.createdAt.toISOString() };
}

function vehicleOf(row: repo.PartRequestRow): string | null {
  if (row.partType !== 'auto') return null;
  const v = [row.vehicleYear, row.vehicleMake, row.vehicleModel].filter((x) => x !== null && x !== '').join(' ');
  return v ? `${v}${row.vehicleChassis ? ` (${row.vehicleChassis})` : ''}` : null;
}

function deviceOf(row: repo.PartRequestRow): string | null {
  if (row.partType !== 'phone') return null;
  const d = [row.deviceBrand, row.deviceModel].filter(Boolean).join(' ');
  return d || null;
}

export function factsOf(row: repo.PartRequestRow, categoryName: string | null): RequestFacts {
  return {
    requestNumber: row.requestNumber,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    parish: row.parish,
    partName: row.partName,
    partType: row.partType,
    description: row.description,
    categoryName,
    condition: row.condition,
    urgency: row.urgency,
    maxBudget: fromCents(row.maxBudgetCents),
    vehicle: vehicleOf(row),
    device: deviceOf(row),
    hasPhoto: row.photoFile !== null,
    fromAddressOwner: row.fromAddressOwner,
  };
}

export function toCustomer(row: repo.PartRequestView, extras: RequestExtras): CustomerPartRequest {
  return {
    id: row.id,
    requestNumber: row.requestNumber,
    status: row.status,
    partName: row.partName,
    description: row.description,
    partType: row.partType,
    categoryName: row.categoryName,
    condition: row.condition,
    maxBudget: fromCents(row.maxBudgetCents),
    urgency: row.urgency,
    vehicleMake: row.vehicleMake,
    vehicleModel: row.vehicleModel,
    vehicleYear: row.vehicleYear,
    vehicleChassis: row.vehicleChassis,
    deviceBrand: row.deviceBrand,
    deviceModel: row.deviceModel,
    quote: extras.quote,
    money: extras.money,
    trackingNumber: row.trackingNumber,
    isLocal: row.isLocal,
    carrierNeeded: row.carrierNeeded,
    supplierAddress: row.supplierAddress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A request in its signed-in owner's list: with its whole history and every note, as the status e-mails give them. */
export function toMine(row: repo.PartRequestView, extras: RequestExtras, history: repo.HistoryRow[]): MyPartRequest {
  return {
    ...toCustomer(row, extras),
    statusHistory: history.filter((h) => h.requestId === row.id).map((h) => ({ status: h.status, timestamp: h.createdAt.toISOString(), notes: h.note })),
  };
}

export function toAdmin(row: repo.PartRequestView, extras: RequestExtras): AdminPartRequest {
  return {
    ...toCustomer(row, extras),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    parish: row.parish,
    categoryId: row.categoryId,
    adminNotes: row.adminNotes,
    photoUrl: row.photoFile ? `/api/admin/part-requests/${row.id}/photo` : null,
    hasAccount: row.userId !== null,
    quotedAt: row.quotedAt?.toISOString() ?? null,
    // Staff only: who we source from is not the customer's business.
    supplier:
      row.supplierId !== null && row.supplierName !== null
        ? {
            id: row.supplierId,
            name: row.supplierName,
            country: row.supplierCountry ?? '',
            website: row.supplierWebsite ?? '',
            email: row.supplierEmail ?? '',
            phone: row.supplierPhone ?? '',
          }
        : null,
    supplierCostUsd: fromCents(row.supplierCostCents),
  };
}

/**
 * The tracking record (docs/product.md §3). `managed` when it was opened with the manage link: then it carries the
 * customer's details, staff's notes and the description, and a quote can be answered. A bare request
 * number shows the rest (docs/decisions/006-what-a-request-number-shows.md).
 */
export function toTrackingRecord(
  row: repo.PartRequestView,
  opts: { managed: boolean; owner?: boolean; extras: RequestExtras; history: repo.HistoryRow[]; storeAddress: string },
): TrackingRecord {
  const { managed, history, extras } = opts;
  // The signed-in owner reads staff's notes as the manage link shows them; the rest stays as by number.
  const notesShown = managed || opts.owner === true;
  const staffNote = history.findLast((h) => h.changedByLabel !== CUSTOMER_LABEL && h.note)?.note ?? null;
  return {
    requestNumber: row.requestNumber,
    status: row.status,
    customer: managed
      ? { name: row.customerName, email: row.customerEmail, phone: row.customerPhone, address: row.customerAddress, parish: row.parish }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    priority: URGENCY_LABELS[row.urgency],
    notes: notesShown ? staffNote : null,
    // The quote shows by number too (its price is what a number is for), without staff's message; the
    // money only with the manage link.
    quote: extras.quote && !notesShown ? { ...extras.quote, message: null } : extras.quote,
    money: managed ? extras.money : null,
    partDetails: {
      itemName: row.partName,
      itemBrand: row.partType === 'phone' ? row.deviceBrand : null,
      partNumber: null,
      description: managed ? row.description : null,
      partType: row.partType,
      category: row.categoryName,
      condition: row.condition,
      vehicleMake: row.vehicleMake,
      vehicleModel: row.vehicleModel,
      vehicleYear: row.vehicleYear,
      vehicleChassis: row.vehicleChassis,
      deviceBrand: row.deviceBrand,
      deviceModel: row.deviceModel,
    },
    shippingInfo: {
      method: row.isLocal ? 'local' : 'international',
      address: managed ? `${row.customerAddress}, ${row.parish}` : null,
      carrier: null,
      trackingNumber: row.trackingNumber,
      carrierNeeded: row.carrierNeeded,
      pickupAddress: row.isLocal ? (row.supplierAddress ?? opts.storeAddress) : null,
      estimatedDelivery: !row.isLocal && IN_TRANSIT.includes(row.status) ? US_TO_JAMAICA_SHIPPING : null,
    },
    statusHistory: history.map((h) => ({
      status: h.status,
      timestamp: h.createdAt.toISOString(),
      notes: notesShown || (h.note !== null && STORE_NOTE_SET.has(h.note)) ? h.note : null,
    })),
    canRespond: managed && row.status === 'quoted',
  };
}
