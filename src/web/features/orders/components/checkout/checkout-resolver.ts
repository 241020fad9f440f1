import { zodResolver } from '@hookform/resolvers/zod';
import { OrderCustomerSchema } from '@shared/schemas/orders';

// The checkout form validates with the shared schema (docs/architecture.md, "One schema per shape"); this module, and zod with it,
// loads after /checkout through lazyResolver.
export const checkoutResolver = zodResolver(OrderCustomerSchema);
