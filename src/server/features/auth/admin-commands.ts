import type { Db } from '../../db/client';
import { EmailSchema } from '../../../shared/schemas/auth';
import { AppError } from '../../lib/errors';
import * as repo from './repository';

/** Makes an existing account an admin: a deployed store's first admin (sign-up never makes one there), or another. */
export async function promoteUser(db: Db, rawEmail: string): Promise<{ email: string; alreadyAdmin: boolean }> {
  const parsed = EmailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new AppError('invalid_data', `"${rawEmail}" is not an e-mail address.`);
  const user = await repo.findUserByEmail(db, parsed.data);
  if (!user) throw new AppError('not_found', `No account uses ${parsed.data}. The person must sign up first.`);
  if (user.role === 'admin') return { email: user.email, alreadyAdmin: true };
  await repo.setRole(db, user.id, 'admin');
  return { email: user.email, alreadyAdmin: false };
}
