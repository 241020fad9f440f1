import { z } from 'zod';
import { REQUEST_STATUSES } from '../statuses';
import { EmailSchema } from './auth';
import { blankToNull } from './common';
import { CONDITIONS, PART_TYPES, REQUEST_NUMBER_PATTERN, StatusHistoryEntrySchema, VehicleAndDeviceFields } from './part-requests';
import { MoneySchema } from './payments';
import { QuoteSchema } from './quotes';

// A part request as tracking, the manage link and the look-up by phone or e-mail show it: the shapes of
// those routes and of the customer's tracking pages (docs/architecture.md, "One schema per shape").

/** Tracking: by request number, with an optional e-mail that must match (docs/choices.md #4). */
export const RequestNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(REQUEST_NUMBER_PATTERN, 'Request numbers look like REQ-XXXXXXXX (8 letters and digits)');
export const TrackQuerySchema = z.strictObject({
  email: z.preprocess(blankToNull, EmailSchema.nullable().optional()),
});

/** Who made the request: only in a record opened with the manage link (or by the signed-in owner). */
export const TrackingCustomerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  parish: z.string(),
});

/**
 * A request as tracking shows it. By request number alone (docs/decisions/006-what-a-request-number-shows.md):
 * status, dates, the timeline, the part asked for and the quote's options, with `customer`, `notes`,
 * `quote.message`, `money`, `partDetails.description` and `shippingInfo.address` null and `canRespond` false. Opened with the
 * manage link e-mailed to the request's address: everything, and the quote can be answered.
 */
export const TrackingRecordSchema = z.object({
  requestNumber: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** Null unless the record was opened with the manage link. */
  customer: TrackingCustomerSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  priority: z.string(),
  /** The newest note staff wrote in the history; null unless opened with the manage link. */
  notes: z.string().nullable(),
  /** The quote, its options and their J$ totals; its `message` is null unless opened with the manage link. */
  quote: QuoteSchema.nullable(),
  /** Payments and what is owed: null unless opened with the manage link (or by the signed-in owner). */
  money: MoneySchema.nullable(),
  partDetails: z.object({
    itemName: z.string(),
    itemBrand: z.string().nullable(),
    partNumber: z.string().nullable(),
    /** The customer's own words: null unless opened with the manage link. */
    description: z.string().nullable(),
    partType: z.enum(PART_TYPES),
    category: z.string().nullable(),
    condition: z.enum(CONDITIONS),
    ...VehicleAndDeviceFields,
  }),
  shippingInfo: z
    .object({
      method: z.enum(['international', 'local']),
      /** "address, parish": null unless opened with the manage link. */
      address: z.string().nullable(),
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      carrierNeeded: z.boolean(),
      pickupAddress: z.string().nullable(),
      estimatedDelivery: z.string().nullable(),
    })
    .nullable(),
  /** Oldest first. Notes staff typed appear only with the manage link; the store's fixed notes always. */
  statusHistory: z.array(StatusHistoryEntrySchema),
  /** Opened with the manage link and waiting for an answer to its quote. */
  canRespond: z.boolean(),
});
export type TrackingRecord = z.infer<typeof TrackingRecordSchema>;

/** POST /api/part-requests/track/{requestNumber}/manage-link: the e-mail the customer believes is on it. */
export const ManageLinkRequestSchema = z.strictObject({ email: EmailSchema });

/** POST /api/part-requests/track/{requestNumber}/manage: the token from the manage link's fragment. */
export const ManageTokenSchema = z.strictObject({
  token: z
    .string({ error: 'Open the link from the e-mail again: its token is missing' })
    .trim()
    .min(1, 'Open the link from the e-mail again: its token is missing')
    .max(200, 'Open the link from the e-mail again: its token is too long'),
});

/** GET /api/track-request?type=phone|email&value=… — a minimal list (docs/choices.md #4). */
export const TrackSearchQuerySchema = z.strictObject({
  type: z.enum(['phone', 'email'], { error: 'Search by phone or email' }),
  value: z.string().trim().min(1, 'Please enter your phone number or email address').max(254, 'That is too long to be a phone number or email address'),
});
export const TrackSearchResultSchema = z.array(
  z.object({
    id: z.string(),
    requestNumber: z.string(),
    status: z.enum(REQUEST_STATUSES),
    createdAt: z.string(),
  }),
);
export type TrackSearchResult = z.infer<typeof TrackSearchResultSchema>;
