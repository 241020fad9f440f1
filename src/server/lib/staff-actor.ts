import type { User } from '../../shared/schemas/auth';

// The signed-in user's shape from src/shared, not the session plugin's: lib sits below plugins.
type Named = Pick<User, 'id' | 'firstName' | 'lastName'>;

/** How a staff member's action is signed in a history or on the ledger: their name, marked as staff. */
export const staffLabel = (user: Named): string => `${user.firstName} ${user.lastName} (staff)`;

/** The staff member as the actor of a status change or a ledger row. */
export const staffActor = (user: Named): { userId: string; label: string } => ({ userId: user.id, label: staffLabel(user) });
