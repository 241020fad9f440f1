import { URGENCY_LABELS, US_TO_JAMAICA_SHIPPING } from '../../../shared/constants';
import { computeLandedCost } from '../../../shared/landed-cost';
import { fromCents } from '../../../shared/money';
import type { LandedCost, LandedCostRates } from '../../../shared/schemas/landed-cost';
import type { AdminPartRequest, CustomerPartRequest, TrackingRecord } from '../../../shared/schemas/part-requests';
import type { RequestStatus } from '../../../shared/statuses';
import type { RequestFacts } from './emails';
import type * as repo from './repository';

// Database rows → the API's answers. Pure functions: what each audience may see is decided here, and
// the response schemas of the routes check it again.

/** Who a customer's own change is recorded as, in the status history. */
export const CUSTOMER_LABEL = 'Customer';

/** The history notes the store itself writes: the only ones a bare request number shows. */
export const STORE_NOTES = {
  received: 'Request received',
  quoteSent: 'Quote sent',
  accepted: 'Customer accepted the quote',
  declined: 'Customer declined the quote',
} as const;
const STORE_NOTE_SET = new Set<string>(Object.values(STORE_NOTES));

/** Statuses in which an international part is on its way. */
const IN_TRANSIT: readonly RequestStatus[] = ['shipped_us', 'shipped_jamaica'];

export function ratesOut(row: repo.RatesRow): LandedCostRates {
  return {
    id: row.id,
    exchangeRateJmd: row.exchangeRateJmdCents / 100,
    autoDutyPercent: row.autoDutyBasisPoints / 100,
    phoneDutyPercent: row.phoneDutyBasisPoints / 100,
    gctPercent: row.gctBasisPoints / 100,
    deMinimisUsd: row.deMinimisCents / 100,
    effectiveFrom: row.effectiveFrom,
    updatedAt: row.createdAt.toISOString(),
  };
}

export function costsOf(row: repo.PartRequestRow) {
  const parts = [row.estimatedCostCents, row.shippingCostCents, row.freightCostCents];
  const total = parts.every((c) => c === null) ? null : parts.reduce<number>((sum, c) => sum + (c ?? 0), 0);
  return {
    estimatedCost: fromCents(row.estimatedCostCents),
    shippingCost: fromCents(row.shippingCostCents),
    freightCost: fromCents(row.freightCostCents),
    totalCost: fromCents(total),
  };
}

/** The estimate with the rates given; null until staff have entered the part price. */
export function landedCostOf(row: repo.PartRequestRow, rates: LandedCostRates | undefined): LandedCost | null {
  if (row.estimatedCostCents === null || !rates) return null;
  return computeLandedCost(
    { partCents: row.estimatedCostCents, usShippingCents: row.shippingCostCents ?? 0, freightCents: row.freightCostCents ?? 0 },
    rates,
    row.partType,
  );
}

function vehicleOf(row: repo.PartRequestRow): string | null {
  if (row.partType !== 'auto') return null;
  const v = [row.vehicleYear, row.vehicleMake, row.vehicleModel].filter((x) => x !== null && x !== '').join(' ');
  return v || null;
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
  };
}

export function toCustomer(row: repo.PartRequestView, rates: LandedCostRates | undefined): CustomerPartRequest {
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
    deviceBrand: row.deviceBrand,
    deviceModel: row.deviceModel,
    ...costsOf(row),
    landedCost: landedCostOf(row, rates),
    trackingNumber: row.trackingNumber,
    isLocal: row.isLocal,
    carrierNeeded: row.carrierNeeded,
    supplierAddress: row.supplierAddress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdmin(row: repo.PartRequestView, rates: LandedCostRates | undefined): AdminPartRequest {
  return {
    ...toCustomer(row, rates),
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
  };
}

/**
 * The tracking record (SPEC §3). `managed` when it was opened with the manage link: then it carries the
 * customer's details, staff's notes and the description, and a quote can be answered. A bare request
 * number shows the rest (docs/decisions/006-what-a-request-number-shows.md).
 */
export function toTrackingRecord(
  row: repo.PartRequestView,
  opts: { managed: boolean; rates: LandedCostRates | undefined; history: repo.HistoryRow[]; storeAddress: string },
): TrackingRecord {
  const costs = costsOf(row);
  const { managed, history } = opts;
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
    notes: managed ? staffNote : null,
    pricing: {
      quotedPrice: row.quotedAt ? costs.totalCost : null,
      ...costs,
      landedCost: landedCostOf(row, opts.rates),
    },
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
      notes: managed || (h.note !== null && STORE_NOTE_SET.has(h.note)) ? h.note : null,
    })),
    canRespond: managed && row.status === 'quoted',
  };
}
