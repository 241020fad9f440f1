import { zodResolver } from '@hookform/resolvers/zod';
import { AccountUpdatesInputSchema } from '@shared/schemas/account-updates';

// The shared schema of PUT /api/account/updates (docs/architecture.md, "One schema per shape"), loaded after /profile through lazyResolver.
export const phoneUpdatesResolver = zodResolver(AccountUpdatesInputSchema);
