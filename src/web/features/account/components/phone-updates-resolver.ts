import { zodResolver } from '@hookform/resolvers/zod';
import { AccountUpdatesInputSchema } from '@shared/schemas/account-updates';

// The shared schema of PUT /api/account/updates (CONVENTIONS rule 1), loaded after /profile through lazyResolver.
export const phoneUpdatesResolver = zodResolver(AccountUpdatesInputSchema);
