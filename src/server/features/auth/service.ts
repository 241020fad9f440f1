import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../../db/client';
import type { RateLimits } from '../../config';
import { AppError } from '../../lib/errors';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import { isCommonPassword } from '../../lib/common-passwords';
import type { Mailer } from '../../lib/mail/mailer';
import type { PasswordHasher } from '../../lib/passwords';
import { digestToken, newToken } from '../../lib/tokens';
import type { SessionUser } from '../../plugins/auth';
import { PASSWORD_RESET_TTL_MINUTES } from '../../../shared/constants';
import type {
  LoginInput,
  ResetPasswordInput,
  SignupInput,
  UpdateProfileInput,
  User,
} from '../../../shared/schemas/auth';
import * as repo from './repository';
import { emailChangedEmail, passwordChangedEmail, passwordResetEmail } from './emails';

export type AuthServiceDeps = {
  db: Db;
  hasher: PasswordHasher;
  mailer: Mailer;
  sessionTtlMs: number;
  limits: RateLimits;
  publicUrl: string;
  storeName: string;
};

/**
 * Forgot-password answers no sooner than this, whether or not the address has an account: the known one
 * writes a reset token and an e-mail (about 3 ms against 1 ms), and that gap alone would tell which
 * addresses are customers. Well above the work it hides, well below what a person notices.
 */
export const FORGOT_PASSWORD_MIN_MS = 100;

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const BAD_LOGIN = 'Invalid email or password';
const BAD_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const EMAIL_NEEDS_PASSWORD = 'Please enter your current password to change your email.';

export function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, hasher, mailer } = deps;
  const signInPerEmail = createAttemptLimiter({
    max: deps.limits.signInPerEmail,
    windowMs: deps.limits.windowMs,
    message: TOO_MANY,
  });
  const forgotPerEmail = createAttemptLimiter({
    max: deps.limits.forgotPerEmail,
    windowMs: deps.limits.windowMs,
    message: TOO_MANY,
  });

  /** `field` is the form field the message belongs under: password (sign-up, reset) or newPassword (profile). */
  function refuseCommon(password: string, field: 'password' | 'newPassword' = 'password') {
    if (isCommonPassword(password)) {
      throw new AppError('invalid_data', 'This password is too common. Please choose a less common one.', [
        { path: field, message: 'This password is too common. Please choose a less common one.' },
      ]);
    }
  }

  async function startSession(tx: Db, userId: string): Promise<string> {
    const token = newToken();
    await repo.insertSession(tx, digestToken(token), userId, new Date(Date.now() + deps.sessionTtlMs));
    return token;
  }

  return {
    async signup(input: SignupInput): Promise<{ isFirstUser: boolean; user: User; token: string }> {
      refuseCommon(input.password);
      const passwordHash = await hasher.hash(input.password);
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const created = await repo.insertUser(t, { ...input, passwordHash });
        if (!created) throw new AppError('conflict', EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
        const isFirstUser = await repo.claimFirstAdmin(t, created.id);
        const row = isFirstUser ? await repo.setRole(t, created.id, 'admin') : created;
        const token = await startSession(t, row.id);
        return { isFirstUser, user: toUser(row), token };
      });
    },

    async login(input: LoginInput): Promise<{ user: User; token: string }> {
      signInPerEmail.hit(input.email);
      const row = await repo.findUserByEmail(db, input.email);
      if (!row) {
        await hasher.burn(input.password);
        throw new AppError('unauthorized', BAD_LOGIN);
      }
      if (!(await hasher.verify(input.password, row.passwordHash))) throw new AppError('unauthorized', BAD_LOGIN);
      signInPerEmail.reset(input.email);
      // A new session id at every sign-in, so a planted cookie is never promoted to a signed-in one.
      const token = await startSession(db, row.id);
      return { user: toUser(row), token };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await repo.deleteSession(db, digestToken(token));
    },

    async lookupSession(token: string): Promise<{ user: SessionUser; renewed: boolean } | null> {
      const id = digestToken(token);
      const found = await repo.findSessionWithUser(db, id);
      if (!found) return null;
      // Sliding expiry: an active customer is not signed out mid-checkout, an idle session still ends.
      // Renewed only past half its life, so a busy session is not rewritten on every request.
      const remaining = found.session.expiresAt.getTime() - Date.now();
      const renewed = remaining < deps.sessionTtlMs / 2;
      if (renewed) await repo.extendSession(db, id, new Date(Date.now() + deps.sessionTtlMs));
      return { user: { ...toUser(found.user), sessionId: id }, renewed };
    },

    async forgotPassword(email: string): Promise<void> {
      forgotPerEmail.hit(email);
      const answerAt = performance.now() + FORGOT_PASSWORD_MIN_MS;
      const row = await repo.findUserByEmail(db, email);
      if (row) {
        const token = newToken();
        const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000);
        await repo.insertResetToken(db, digestToken(token), row.id, expiresAt);
        const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetEmail({ to: row.email, firstName: row.firstName, link, storeName: deps.storeName }));
      }
      await delay(Math.max(0, answerAt - performance.now()));
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      refuseCommon(input.password);
      const passwordHash = await hasher.hash(input.password);
      const user = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const userId = await repo.consumeResetToken(t, digestToken(input.token));
        if (!userId) throw new AppError('invalid_data', BAD_RESET_LINK, [{ path: 'token', message: BAD_RESET_LINK }]);
        const updated = await repo.updateUser(t, userId, { passwordHash });
        // Whoever knew the old password is signed out everywhere, and any other link sent earlier is void.
        await repo.deleteOtherSessions(t, userId, null);
        await repo.revokeResetTokens(t, userId);
        return updated;
      });
      if (user) {
        await mailer.send(passwordChangedEmail({ to: user.email, firstName: user.firstName, storeName: deps.storeName }));
      }
    },

    async updateProfile(current: SessionUser, input: UpdateProfileInput): Promise<User> {
      const row = await repo.findUserById(db, current.id);
      if (!row) throw new AppError('unauthorized', 'Please sign in to continue.');
      const emailChanges = input.email !== row.email;
      // A new e-mail needs the password as much as a new password does: with the address changed, a
      // borrowed session could send itself a reset link and take the account.
      if (emailChanges && !input.newPassword && !input.currentPassword) {
        throw new AppError('invalid_data', EMAIL_NEEDS_PASSWORD, [{ path: 'currentPassword', message: EMAIL_NEEDS_PASSWORD }]);
      }
      if (input.newPassword || emailChanges) {
        // Checking the current password is a sign-in by another door: it counts against the same
        // per-account limit, so a borrowed session cannot be used to guess the password.
        signInPerEmail.hit(row.email);
        if (!input.currentPassword || !(await hasher.verify(input.currentPassword, row.passwordHash))) {
          const message = 'Your current password is incorrect.';
          throw new AppError('invalid_data', message, [{ path: 'currentPassword', message }]);
        }
        signInPerEmail.reset(row.email);
      }
      let passwordHash: string | undefined;
      if (input.newPassword) {
        refuseCommon(input.newPassword, 'newPassword');
        passwordHash = await hasher.hash(input.newPassword);
      }
      const emailTaken = () => new AppError('conflict', EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
      if (input.email !== row.email && (await repo.findUserByEmail(db, input.email))) throw emailTaken();
      const updated = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const u = await repo.updateUser(t, row.id, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          ...(passwordHash ? { passwordHash } : {}),
        });
        if (passwordHash) await repo.deleteOtherSessions(t, row.id, current.sessionId);
        // A reset link sent to the old address, or before the password changed, no longer works.
        if (passwordHash || emailChanges) await repo.revokeResetTokens(t, row.id);
        return u;
      }).catch((err: unknown) => {
        // Two accounts asking for the same free address at once both pass the check above; the unique
        // index lets one through and the other gets the same 409, not a 500.
        throw repo.isUniqueViolation(err, repo.EMAIL_CONSTRAINT) ? emailTaken() : err;
      });
      if (!updated) throw new AppError('unauthorized', 'Please sign in to continue.');
      if (passwordHash) {
        await mailer.send(passwordChangedEmail({ to: updated.email, firstName: updated.firstName, storeName: deps.storeName }));
      }
      if (emailChanges) {
        // Told at the old address, so an owner whose account was taken over hears of it.
        await mailer.send(
          emailChangedEmail({ to: row.email, newEmail: updated.email, firstName: updated.firstName, storeName: deps.storeName }),
        );
      }
      return toUser(updated);
    },

    anyUserExists: () => repo.anyUserExists(db),
    sweepExpiredSessions: () => repo.deleteExpiredSessions(db),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
