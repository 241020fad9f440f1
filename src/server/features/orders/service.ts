import { createCustomerOrderService } from './customer-service';
import { createPayLaterExpiry } from './expiry';
import { createOrderCore, type OrderServiceDeps } from './order-core';
import { createStaffOrderService } from './staff-service';

// Shop orders' services, split by job as part-requests' are: the customer's (customer-service.ts: placing,
// confirming, their list, tracking), staff's (staff-service.ts: the admin list and detail, status changes,
// counter payments, the shop's caps) and the pay-later sweep (expiry.ts), over what they share
// (order-core.ts). The card payments (card-payments.ts) are made over the customer's placing and the core.

export type { OrderServiceDeps } from './order-core';
export type { PlaceOptions } from './customer-service';
export { ORDER_NOT_FOUND } from './status';

export function createOrderService(deps: OrderServiceDeps) {
  const core = createOrderCore(deps);
  const customer = createCustomerOrderService(core);
  const staff = createStaffOrderService(core);
  const expiry = createPayLaterExpiry(core);
  // Every member as one object too (app.orders: tests run the sweep with their own clock), and each part
  // for the routes and the card payments that need only it.
  return { ...customer, ...staff, ...expiry, customer, staff, core };
}
export type OrderService = ReturnType<typeof createOrderService>;
