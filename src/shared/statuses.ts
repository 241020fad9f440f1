// The one part-request lifecycle (docs/choices.md #12) and every word the screens use for it.

export const REQUEST_STATUSES = [
  'pending',
  'quoted',
  'confirmed',
  'preparing',
  'shipped_us',
  'shipped_jamaica',
  'ready_pickup',
  'delivered',
  'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Older words for the same states (docs/product.md §4, the edit dialog's list); the server stores only the lifecycle's. */
export const STATUS_ALIASES: Record<string, RequestStatus> = {
  approved: 'confirmed',
  processing: 'preparing',
  shipped: 'shipped_jamaica',
  'in transit': 'shipped_jamaica',
  in_transit: 'shipped_jamaica',
  completed: 'delivered',
};

/** The lifecycle name for a status or one of its aliases; undefined when it is neither. */
export function normaliseStatus(value: string): RequestStatus | undefined {
  const v = value.trim().toLowerCase();
  if ((REQUEST_STATUSES as readonly string[]).includes(v)) return v as RequestStatus;
  return STATUS_ALIASES[v];
}

/** Short labels for badges and lists. */
export const STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  shipped_us: 'Shipped from US',
  shipped_jamaica: 'In Jamaica',
  ready_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * Badge colours (docs/product.md §4): pending grey, a request moving forward positive, cancelled destructive.
 * docs/product.md §4 names quoted, approved, shipped and delivered as positive; the lifecycle's other forward steps
 * (preparing, ready for pickup…) are progress too, and showing them red would alarm customers.
 */
export const STATUS_TONES: Record<RequestStatus, 'neutral' | 'positive' | 'destructive'> = {
  pending: 'neutral',
  quoted: 'positive',
  confirmed: 'positive',
  preparing: 'positive',
  shipped_us: 'positive',
  shipped_jamaica: 'positive',
  ready_pickup: 'positive',
  delivered: 'positive',
  cancelled: 'destructive',
};

/** Tracking timeline wording (docs/product.md §4). */
export const STATUS_DESCRIPTIONS: Record<RequestStatus, string> = {
  pending: 'Your request is being reviewed by our team',
  quoted: 'Quote provided, awaiting your confirmation',
  confirmed: 'Order confirmed and being processed',
  preparing: 'Your order is being prepared for shipment',
  shipped_us: 'Shipped from the US supplier',
  shipped_jamaica: 'Arrived in Jamaica and shipped locally',
  ready_pickup: 'Ready for pickup at the location',
  delivered: 'Delivered successfully',
  cancelled: 'This request was cancelled',
};

/** Admin status dialog, International Shipping flow (docs/product.md §4). */
export const INTERNATIONAL_FLOW: ReadonlyArray<{ status: RequestStatus; label: string }> = [
  { status: 'pending', label: 'Request Received' },
  { status: 'quoted', label: 'Quote Sent' },
  { status: 'confirmed', label: 'Order Confirmed' },
  { status: 'preparing', label: 'Preparing Order' },
  { status: 'shipped_us', label: 'Shipped from US' },
  { status: 'shipped_jamaica', label: 'In Transit to Jamaica' },
  { status: 'ready_pickup', label: 'Arrived - Ready for Pickup' },
  { status: 'delivered', label: 'Delivered' },
];

/** Admin status dialog, Local Pickup flow (docs/product.md §4). */
export const LOCAL_PICKUP_FLOW: ReadonlyArray<{ status: RequestStatus; label: string }> = [
  { status: 'pending', label: 'Request Received' },
  { status: 'quoted', label: 'Quote Sent' },
  { status: 'confirmed', label: 'Order Confirmed' },
  { status: 'preparing', label: 'Preparing Order' },
  { status: 'ready_pickup', label: 'Ready for Pickup' },
  { status: 'delivered', label: 'Picked Up' },
];

/** The steps a tracking timeline draws, in order, for each way the part reaches the customer. */
export const TIMELINE_STEPS: Record<'international' | 'local', readonly RequestStatus[]> = {
  international: ['pending', 'quoted', 'confirmed', 'preparing', 'shipped_us', 'shipped_jamaica', 'delivered'],
  local: ['pending', 'quoted', 'confirmed', 'preparing', 'ready_pickup', 'delivered'],
};

/** A tracking number is asked for only once the part is on its way (docs/product.md §4). */
export function takesTrackingNumber(status: RequestStatus, isLocal: boolean): boolean {
  return !isLocal && status !== 'pending' && status !== 'quoted';
}

/**
 * Who a customer's own change is recorded as in a request's status history; every other label is the
 * store's (staff, or the store acting for them), which is how the dashboard tells a first review.
 */
export const CUSTOMER_LABEL = 'Customer';

/** The history notes the store itself writes: the only ones a bare request number shows. */
export const STORE_NOTES = {
  received: 'Request received',
  quoteSent: 'Quote sent',
  accepted: 'Customer accepted the quote',
  declined: 'Customer declined the quote',
} as const;
