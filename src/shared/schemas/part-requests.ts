import { z } from 'zod';
import {
  CONDITION_LABELS,
  DEVICE_BRANDS,
  PARISHES,
  REFERENCE_ALPHABET,
  URGENCY_LABELS,
  VEHICLE_YEAR_MIN,
  vehicleYearMax,
} from '../constants';
import { CHASSIS_TYPED_PATTERN, normaliseChassisCode } from '../catalogue';
import { REQUEST_STATUSES, STATUS_ALIASES, normaliseStatus, type RequestStatus } from '../statuses';
import { EmailSchema } from './auth';
import { anyCaseWordPattern, blankToNull, optionalText, PhoneSchema, requiredText, textToNumber, usdAmount } from './common';
import { MoneySchema } from './payments';
import { QuoteAnswerSchema, QuoteSchema } from './quotes';
import { UPDATES_NEED_PHONE, UpdatesSchema } from '../updates';

/** Every word a status may be given as: the lifecycle's and the older ones (the document lists them as a pattern). */
const STATUS_WORDS = [...REQUEST_STATUSES, ...Object.keys(STATUS_ALIASES)];

// One schema per shape (docs/architecture.md, "One schema per shape"): the request form, POST /api/part-requests, the admin
// dialogs and their routes all validate with these. Form inputs arrive as strings; the preprocessors
// below turn '' into null and numeric text into numbers, so the same schema reads a form and JSON.

export const PART_TYPES = ['auto', 'phone'] as const;
export const CONDITIONS = ['any', 'new', 'used', 'refurbished'] as const;
export const URGENCIES = ['low', 'normal', 'high', 'urgent'] as const;

export const REQUEST_NUMBER_PATTERN = new RegExp(`^REQ-[${REFERENCE_ALPHABET}]{8}$`);

const CategoryIdSchema = z.preprocess(
  (v) => {
    const n = textToNumber(v);
    return n === 0 ? null : n; // docs/product.md §3: '0' or null means any category
  },
  z
    .number({ error: 'Please choose a category from the list' })
    .int('Please choose a category from the list')
    .positive('Please choose a category from the list')
    .max(2_147_483_647, 'Please choose a category from the list')
    .nullable()
    .optional(),
);

const UrgencySchema = z.preprocess(
  (v) => (v === 'medium' ? 'normal' : v), // docs/choices.md #15: the three-value form's medium
  z.enum(URGENCIES, { error: 'Please choose how soon you need the part' }),
);

const VehicleYearSchema = z.preprocess(
  textToNumber,
  z
    .number({ error: 'Year is required' })
    .int('Year must be a whole number')
    .min(VEHICLE_YEAR_MIN, `Year must be between ${VEHICLE_YEAR_MIN} and ${vehicleYearMax()}`)
    // Next year moves on 1 January: checked on each call; the document shows the bound of the day it was made.
    .meta({ maximum: vehicleYearMax() })
    .refine((y) => y <= vehicleYearMax(), {
      message: `Year must be between ${VEHICLE_YEAR_MIN} and ${vehicleYearMax()}`,
    })
    .nullable()
    .optional(),
);

type DeviceBrand = (typeof DEVICE_BRANDS)[number];
/**
 * The chassis code, frame number or VIN on the car's papers, optional: read as the garage reads it
 * (normaliseChassisCode: "DBA-NZE161" is NZE161, a VIN stays itself). Staff read it when sourcing; the
 * form tells the customer when a VIN does not add up, before it is sent.
 */
const VehicleChassisSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(CHASSIS_TYPED_PATTERN, 'A chassis code or VIN is letters and digits, like NZE141, DBA-NZE161 or a 17-character VIN')
    .transform(normaliseChassisCode)
    .nullable()
    .optional(),
);

/** A vehicle's details, which an auto part's request always has. */
type VehicleDetails = { partType: 'auto'; vehicleMake: string; vehicleModel: string; vehicleYear: number };
/** A device's details, which a phone part's request always has: with brand Other, the brand's name. */
type DeviceDetails = { partType: 'phone'; deviceModel: string } & (
  | { deviceBrand: 'other'; deviceBrandOther: string }
  | { deviceBrand: Exclude<DeviceBrand, 'other'> }
);
type CheckedDetails = {
  partType: (typeof PART_TYPES)[number];
  vehicleMake?: string | null;
  vehicleModel?: string | null;
  vehicleYear?: number | null;
  deviceBrand?: DeviceBrand | null;
  deviceBrandOther?: string | null;
  deviceModel?: string | null;
};
/** T with the chosen part type's details typed as present; the other type's stay as they were sent. */
type WithDetails<T extends CheckedDetails> =
  | (Omit<T, keyof VehicleDetails> & VehicleDetails)
  | (Omit<T, 'partType' | 'deviceBrand' | 'deviceBrandOther' | 'deviceModel'> & DeviceDetails);

/**
 * The last step of PartRequestInputSchema: once its refinement has asked for the chosen part type's
 * details, the output says so in its type, so a reader needs no assertion. It changes no value (the other
 * type's details were checked and stay as sent; what to keep of them is the reader's choice).
 */
function withDetails<T extends CheckedDetails>(v: T, ctx: z.RefinementCtx<T>): WithDetails<T> {
  const { vehicleMake, vehicleModel, vehicleYear, deviceBrand, deviceBrandOther, deviceModel } = v;
  if (v.partType === 'auto' && vehicleMake && vehicleModel && typeof vehicleYear === 'number') {
    return { ...v, partType: 'auto', vehicleMake, vehicleModel, vehicleYear };
  }
  if (v.partType === 'phone' && deviceModel) {
    if (deviceBrand === 'other' && deviceBrandOther) return { ...v, partType: 'phone', deviceModel, deviceBrand, deviceBrandOther };
    if (deviceBrand && deviceBrand !== 'other') return { ...v, partType: 'phone', deviceModel, deviceBrand };
  }
  // Not reached: the refinement names each missing detail, and a transform runs only when nothing failed.
  ctx.addIssue({ code: 'custom', path: ['partType'], message: 'Please fill in the vehicle or device details' });
  return z.NEVER;
}

export const PartRequestInputSchema = z
  .strictObject({
    customerName: requiredText('Full name', 120),
    customerEmail: EmailSchema,
    customerPhone: PhoneSchema,
    customerAddress: requiredText('Delivery address', 300),
    parish: z.enum(PARISHES, { error: 'Please choose your parish' }),
    partType: z.enum(PART_TYPES, { error: 'Please choose a part type' }),
    categoryId: CategoryIdSchema,
    partName: requiredText('Part name', 150),
    description: requiredText('Description', 2000),
    condition: z.enum(CONDITIONS, { error: 'Please choose a condition' }).default('any'),
    maxBudget: usdAmount('Max budget'),
    urgency: UrgencySchema.default('normal'),
    vehicleMake: optionalText('Make', 60),
    vehicleModel: optionalText('Model', 60),
    vehicleYear: VehicleYearSchema,
    vehicleChassis: VehicleChassisSchema,
    deviceBrand: z.preprocess(blankToNull, z.enum(DEVICE_BRANDS, { error: 'Please choose the brand' }).nullable().optional()),
    deviceBrandOther: optionalText('Brand name', 60),
    deviceModel: optionalText('Device model', 60),
    /** Updates on this phone number by WhatsApp or SMS besides e-mail (only where the store offers them; decision 016). */
    updates: UpdatesSchema.default('email'),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.partType === 'auto') {
      if (!v.vehicleMake) need('vehicleMake', 'Make is required');
      if (!v.vehicleModel) need('vehicleModel', 'Model is required');
      if (v.vehicleYear === null || v.vehicleYear === undefined) need('vehicleYear', 'Year is required');
    }
    if (v.partType === 'phone') {
      if (!v.deviceBrand) need('deviceBrand', 'Please choose the brand');
      if (v.deviceBrand === 'other' && !v.deviceBrandOther) need('deviceBrandOther', 'Please enter the brand name');
      if (!v.deviceModel) need('deviceModel', 'Device model is required');
    }
    if (v.updates !== 'email' && !v.customerPhone) need('customerPhone', UPDATES_NEED_PHONE);
  }, {
    // zod skips refinements while any field is invalid; run this one whenever the part type is known, so
    // an empty form lists the vehicle or device fields in the same round as the others. It only tests
    // presence, so half-parsed values are safe here.
    when: (payload) => {
      const v = payload.value as { partType?: unknown } | null;
      return typeof v === 'object' && v !== null && (v.partType === 'auto' || v.partType === 'phone');
    },
  })
  .transform(withDetails);
export type PartRequestInput = z.output<typeof PartRequestInputSchema>;
export type PartRequestFormValues = z.input<typeof PartRequestInputSchema>;

export const PartRequestCreatedSchema = z.object({
  id: z.string(),
  requestNumber: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
});
export type PartRequestCreated = z.infer<typeof PartRequestCreatedSchema>;

export const CategorySchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), type: z.enum(PART_TYPES) });
export type Category = z.infer<typeof CategorySchema>;

/** A request as its own customer reads it (dashboard, request history). No staff notes. */
/** The vehicle's and the device's details as a request's readers get them (one set is null by the part type). */
export const VehicleAndDeviceFields = {
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  vehicleYear: z.number().nullable(),
  vehicleChassis: z.string().nullable(),
  deviceBrand: z.string().nullable(),
  deviceModel: z.string().nullable(),
};

export const CustomerPartRequestSchema = z.object({
  id: z.string(),
  requestNumber: z.string(),
  status: z.enum(REQUEST_STATUSES),
  partName: z.string(),
  description: z.string(),
  partType: z.enum(PART_TYPES),
  categoryName: z.string().nullable(),
  condition: z.enum(CONDITIONS),
  maxBudget: z.number().nullable(),
  urgency: z.enum(URGENCIES),
  ...VehicleAndDeviceFields,
  /** The quote staff sent (null before one is sent): its options, each with its one J$ total. */
  quote: QuoteSchema.nullable(),
  /** What has been agreed, paid and is owed (null until an option is accepted). */
  money: MoneySchema.nullable(),
  trackingNumber: z.string().nullable(),
  isLocal: z.boolean(),
  carrierNeeded: z.boolean(),
  supplierAddress: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerPartRequest = z.infer<typeof CustomerPartRequestSchema>;

export const StatusHistoryEntrySchema = z.object({
  status: z.enum(REQUEST_STATUSES),
  timestamp: z.string(),
  notes: z.string().nullable(),
});
export type StatusHistoryEntry = z.infer<typeof StatusHistoryEntrySchema>;

// The supplier on a request is defined here, not imported from ./suppliers: customer screens load this
// module for the request form, and the supplier form's schemas would add 1.5 KB gzipped to each of them.
/** The supplier chosen for a part request, as staff see it on the request. */
export const RequestSupplierSchema = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string(),
  website: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type RequestSupplier = z.infer<typeof RequestSupplierSchema>;

/** A request in its signed-in owner's list (GET /api/user-requests): with its history and staff's notes, as the e-mails give them. */
export const MyPartRequestSchema = CustomerPartRequestSchema.extend({ statusHistory: z.array(StatusHistoryEntrySchema) });
export type MyPartRequest = z.infer<typeof MyPartRequestSchema>;

/** What staff see: everything, with who made each change. */
export const AdminPartRequestSchema = CustomerPartRequestSchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  customerAddress: z.string(),
  parish: z.string(),
  categoryId: z.number().nullable(),
  adminNotes: z.string().nullable(),
  /** Served by GET /api/admin/part-requests/{id}/photo when the customer attached one. */
  photoUrl: z.string().nullable(),
  hasAccount: z.boolean(),
  quotedAt: z.string().nullable(),
  /** The supplier staff chose to source the part from. */
  supplier: RequestSupplierSchema.nullable(),
  /** What we paid the supplier for the part and its US shipping, in US$, as staff recorded it; null until they do. */
  supplierCostUsd: z.number().nullable(),
});
export type AdminPartRequest = z.infer<typeof AdminPartRequestSchema>;

export const AdminStatusHistoryEntrySchema = StatusHistoryEntrySchema.extend({ changedBy: z.string() });
export const AdminPartRequestDetailSchema = AdminPartRequestSchema.extend({
  statusHistory: z.array(AdminStatusHistoryEntrySchema),
});
export type AdminPartRequestDetail = z.infer<typeof AdminPartRequestDetailSchema>;

export const AdminPartRequestListQuerySchema = z.strictObject({
  search: z.string().trim().max(120, 'Search must be at most 120 characters').optional(),
  status: z
    .string()
    .optional()
    .meta({ pattern: `^(?:|all|${anyCaseWordPattern(STATUS_WORDS).slice(1, -1)})$` })
    .transform((v, ctx) => {
      if (v === undefined || v === '' || v === 'all') return undefined;
      const s = normaliseStatus(v);
      if (!s) {
        ctx.addIssue({ code: 'custom', message: `Unknown status "${v}"` });
        return z.NEVER;
      }
      return s;
    }),
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(100_000, 'Page is too large').default(1),
  pageSize: z.coerce.number({ error: 'Page size must be a number' }).int().min(1).max(100, 'Page size must be at most 100').default(20),
});

export const PaginationSchema = z.object({ page: z.number(), pageSize: z.number(), total: z.number(), totalPages: z.number() });
export const AdminPartRequestListSchema = z.object({ requests: z.array(AdminPartRequestSchema), pagination: PaginationSchema });
export type AdminPartRequestList = z.infer<typeof AdminPartRequestListSchema>;

/** A status, accepting the older words of docs/product.md §4 (approved, completed…) and storing the lifecycle's. */
export const StatusInputSchema = z
  .string({ error: 'Please select a status' })
  .trim()
  .min(1, 'Please select a status')
  .meta({ pattern: anyCaseWordPattern(STATUS_WORDS) })
  .transform((v, ctx): RequestStatus => {
    const s = normaliseStatus(v);
    if (!s) {
      ctx.addIssue({ code: 'custom', message: `Unknown status "${v.slice(0, 40)}"` });
      return z.NEVER;
    }
    return s;
  });

/** PUT /api/admin/part-requests/{id}: the edit dialog. Fields left out stay as they are; blank or null clears. */
export const AdminUpdatePartRequestSchema = z.strictObject({
  status: StatusInputSchema.optional(),
  adminNotes: optionalText('Admin notes', 2000),
  /** From the supplier's invoice: the part and its US shipping, in US$. */
  supplierCostUsd: usdAmount('Paid to the supplier'),
});
export type AdminUpdatePartRequestInput = z.output<typeof AdminUpdatePartRequestSchema>;

/** POST /api/admin/update-request-status/{id} and /api/admin/update-order-status/{id} (docs/product.md §3). */
export const StatusUpdateSchema = z.strictObject({
  status: StatusInputSchema,
  notes: optionalText('Notes', 1000),
  trackingNumber: optionalText('Tracking number', 100),
  isLocal: z.boolean().default(false),
  carrierNeeded: z.boolean().default(false),
  supplierAddress: optionalText('Pickup address', 300),
  /**
   * Staff's reason to go ahead although the money is not in: moving to preparing before the deposit, or to
   * delivered with a balance owed (docs/payments.md). Kept in the status history.
   */
  override: optionalText('Reason to go ahead', 500),
});
export type StatusUpdateInput = z.output<typeof StatusUpdateSchema>;

/** POST /api/admin/send-quote/{id}. */
export const SendQuoteSchema = z.strictObject({
  emailType: z.enum(['quote', 'invoice'], { error: 'Choose quote or invoice' }).default('quote'),
  customMessage: optionalText('Message', 2000),
});
export type SendQuoteInput = z.output<typeof SendQuoteSchema>;

/**
 * A customer's answer to a quote (docs/choices.md #14). Who may answer is proved apart from the body: the signed-in
 * owner's session (/api/user-requests/{id}/respond) or, from tracking, the access the manage link granted.
 */
export const QuoteDecisionSchema = z.enum(['accept', 'decline'], { error: 'Choose accept or decline' });
export const UserRespondSchema = QuoteAnswerSchema;
export const TrackRespondSchema = QuoteAnswerSchema;

export { CONDITION_LABELS, URGENCY_LABELS, usdAmount };
