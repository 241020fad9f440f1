import crypto from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { RateLimits } from '../../config';
import { AppError } from '../../lib/errors';
import { createAttemptLimiter, createAttemptThrottle } from '../../lib/attempt-limiter';
import type { CounterStore } from '../../lib/rate-limit-store';
import { isCommonPassword } from '../../lib/common-passwords';
import type { Mailer } from '../../lib/mail/mailer';
import { markVerified } from '../../lib/mail/verified-addresses';
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
  /** A session ends this long after sign-in, however much it is used. */
  sessionMaxMs: number;
  /** A real deployment: sign-up never makes an admin; the first admin comes from the setup code or the admin command. */
  deployed: boolean;
  limits: RateLimits;
  publicUrl: string;
  storeName: string;
  /** Where the per-e-mail limit counts (PostgreSQL: shared by every server); in memory without it. */
  counters?: CounterStore;
};

/**
 * Forgot-password answers no sooner than this, whether or not the address has an account: the known one
 * writes a reset token and an e-mail (about 3 ms against 1 ms), and that gap alone would tell which
 * addresses are customers. Well above the work it hides, well below what a person notices.
 */
export const FORGOT_PASSWORD_MIN_MS = 100;

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const TOO_MANY_ELSEWHERE =
  'This account has had many sign-in attempts from other devices, so sign-ins from new devices are paused. Please wait a few minutes, sign in on a device you have used before, or reset your password by e-mail.';
const BAD_LOGIN = 'Invalid email or password';
const BAD_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const EMAIL_NEEDS_PASSWORD = 'Please enter your current password to change your email.';
const BAD_SETUP_CODE = 'This setup code is wrong, used or expired. Restart the server for a new one.';
const ADMIN_EXISTS = 'This store already has an admin. More admins are made on the server with npm run admin -- promote <email>.';

/** A new session: the token for the cookie and when the session ends unless renewed. */
export type NewSession = { token: string; expiresAt: Date };
/** A browser now known to an account: the device cookie's token and when it is forgotten. */
export type NewDevice = { token: string; expiresAt: Date };

/** How long a browser that signed in stays known to the account without signing in again. */
export const TRUSTED_DEVICE_DAYS = 365;

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
  // Wrong passwords slow the account's next attempts; they never lock its owner out.
  const signInPerAccount = createAttemptThrottle({
    name: 'sign-in',
    counters: deps.counters,
    freeFailures: deps.limits.signInFreeFailures,
    firstDelayMs: deps.limits.signInFirstDelayMs,
    maxDelayMs: deps.limits.signInMaxDelayMs,
    windowMs: deps.limits.windowMs,
    message: TOO_MANY,
  });
  /**
   * SHA-256 of the one-time admin setup code, in memory only: it dies with the process, and nothing
   * stored (database, logs) can be turned back into it. Null when no code is open.
   */
  let setupCodeDigest: Buffer | null = null;
  const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();
  const forgotPerEmail = createAttemptLimiter({
    name: 'forgot-password',
    counters: deps.counters,
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

  /** Remembers the browser that proved it holds the account (a sign-in, a sign-up, a used reset link). */
  async function trustDevice(tx: Db, userId: string): Promise<NewDevice> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + TRUSTED_DEVICE_DAYS * 86_400_000);
    await repo.insertTrustedDevice(tx, digestToken(token), userId, expiresAt);
    return { token, expiresAt };
  }

  async function startSession(tx: Db, userId: string): Promise<NewSession> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + Math.min(deps.sessionTtlMs, deps.sessionMaxMs));
    await repo.insertSession(tx, digestToken(token), userId, expiresAt);
    return { token, expiresAt };
  }

  return {
    async signup(input: SignupInput): Promise<{ isFirstUser: boolean; user: User; session: NewSession; device: NewDevice }> {
      refuseCommon(input.password);
      const passwordHash = await hasher.hash(input.password);
      return inTransaction(db, async (t) => {
        const created = await repo.insertUser(t, { ...input, passwordHash });
        if (!created) throw new AppError('conflict', EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
        // The first account claims the slot either way, so a deployed store later started without its
        // production settings still never hands admin to whoever signs up next.
        const claimed = await repo.claimFirstAdmin(t, created.id);
        // Only on a local install: on a deployed store the first stranger to find the sign-up page
        // would otherwise own it.
        const isFirstUser = claimed && !deps.deployed;
        const row = isFirstUser ? await repo.setRole(t, created.id, 'admin') : created;
        const session = await startSession(t, row.id);
        return { isFirstUser, user: toUser(row), session, device: await trustDevice(t, row.id) };
      });
    },

    /**
     * `deviceToken` is the browser's device cookie, if any. A browser that has signed in to this account
     * before is slowed only by its own wrong passwords; every other browser shares the account's count, so
     * strangers' guesses never keep the owner's own phone out (docs/decisions/029).
     */
    async login(input: LoginInput, deviceToken?: string): Promise<{ user: User; session: NewSession; device?: NewDevice }> {
      const row = await repo.findUserByEmail(db, input.email);
      const deviceId = deviceToken ? digestToken(deviceToken) : undefined;
      const known = !!row && !!deviceId && (await repo.isTrustedDevice(db, deviceId, row.id));
      // Keyed on the address typed, account or not, so an unknown address is slowed like a known one.
      const key = known ? `${input.email}|device:${deviceId}` : input.email;
      const ok = await signInPerAccount.attempt(
        key,
        async () => {
          if (!row) {
            await hasher.burn(input.password);
            return false;
          }
          return hasher.verify(input.password, row.passwordHash);
        },
        known ? TOO_MANY : TOO_MANY_ELSEWHERE,
      );
      if (!ok || !row) throw new AppError('unauthorized', BAD_LOGIN);
      // A new session id at every sign-in, so a planted cookie is never promoted to a signed-in one.
      const session = await startSession(db, row.id);
      return { user: toUser(row), session, device: known ? undefined : await trustDevice(db, row.id) };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await repo.deleteSession(db, digestToken(token));
    },

    async lookupSession(token: string): Promise<{ user: SessionUser; renewedUntil: Date | null } | null> {
      const id = digestToken(token);
      const now = Date.now();
      // However busy, a session ends sessionMaxMs after sign-in: a stolen cookie kept in use does not
      // last for ever.
      const found = await repo.findSessionWithUser(db, id, new Date(now - deps.sessionMaxMs));
      if (!found) return null;
      // Sliding expiry: an active customer is not signed out mid-checkout, an idle session still ends.
      // Renewed only past half its life, so a busy session is not rewritten on every request, and never
      // past its absolute end.
      const expiresAt = found.session.expiresAt.getTime();
      const next = Math.min(now + deps.sessionTtlMs, found.session.createdAt.getTime() + deps.sessionMaxMs);
      const renewedUntil = expiresAt - now < deps.sessionTtlMs / 2 && next > expiresAt ? new Date(next) : null;
      if (renewedUntil) await repo.extendSession(db, id, renewedUntil);
      return { user: { ...toUser(found.user), sessionId: id }, renewedUntil };
    },

    async forgotPassword(email: string): Promise<void> {
      await forgotPerEmail.hit(email);
      const answerAt = performance.now() + FORGOT_PASSWORD_MIN_MS;
      const row = await repo.findUserByEmail(db, email);
      if (row) {
        const token = newToken();
        const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000);
        await repo.insertResetToken(db, digestToken(token), row.id, expiresAt);
        // In the fragment, which browsers never send: the token stays out of access logs, proxies and
        // Referer headers (the page reads it and posts it in the body).
        const link = `${deps.publicUrl}/reset-password#token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetEmail({ to: row.email, link, token, storeName: deps.storeName }));
      }
      await delay(Math.max(0, answerAt - performance.now()));
    },

    /** Answers the browser's new device cookie: it used a link sent to the account's own address. */
    async resetPassword(input: ResetPasswordInput): Promise<NewDevice> {
      refuseCommon(input.password);
      const passwordHash = await hasher.hash(input.password);
      const { updated: user, device } = await inTransaction(db, async (t) => {
        const userId = await repo.consumeResetToken(t, digestToken(input.token));
        if (!userId) throw new AppError('invalid_data', BAD_RESET_LINK, [{ path: 'token', message: BAD_RESET_LINK }]);
        const updated = await repo.updateUser(t, userId, { passwordHash });
        // Whoever knew the old password is signed out everywhere, and any other link sent earlier is void.
        await repo.deleteOtherSessions(t, userId, null);
        await repo.revokeResetTokens(t, userId);
        // The link was e-mailed to the account's address and used: whoever reads that mailbox is the
        // person who gave it.
        if (updated) await markVerified(t, updated.email, updated.id);
        // Browsers that signed in with the old password are strangers again; this one used the link.
        await repo.deleteTrustedDevices(t, userId);
        return { updated, device: await trustDevice(t, userId) };
      });
      if (user) {
        await mailer.send(passwordChangedEmail({ to: user.email, storeName: deps.storeName }));
      }
      return device;
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
        // Checking the current password is a sign-in by another door: it goes through the same throttle,
        // keyed on this session, so a borrowed session cannot guess faster and strangers' wrong
        // passwords at the sign-in form never stop the owner changing theirs.
        const currentPassword = input.currentPassword;
        const ok = await signInPerAccount.attempt(
          `${row.email}|session:${current.sessionId}`,
          async () => !!currentPassword && hasher.verify(currentPassword, row.passwordHash),
        );
        if (!ok) {
          const message = 'Your current password is incorrect.';
          throw new AppError('invalid_data', message, [{ path: 'currentPassword', message }]);
        }
      }
      let passwordHash: string | undefined;
      if (input.newPassword) {
        refuseCommon(input.newPassword, 'newPassword');
        passwordHash = await hasher.hash(input.newPassword);
      }
      const emailTaken = () => new AppError('conflict', EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
      if (input.email !== row.email && (await repo.findUserByEmail(db, input.email))) throw emailTaken();
      const updated = await inTransaction(db, async (t) => {
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
        await mailer.send(passwordChangedEmail({ to: updated.email, storeName: deps.storeName }));
      }
      if (emailChanges) {
        // Told at the old address, so an owner whose account was taken over hears of it.
        await mailer.send(
          emailChangedEmail({ to: row.email, newEmail: updated.email, storeName: deps.storeName }),
        );
      }
      return toUser(updated);
    },

    /** What the sign-up page may promise: only a local install's first account becomes the admin. */
    async firstAccountBecomesAdmin(): Promise<boolean> {
      return !deps.deployed && !(await repo.anyUserExists(db));
    },

    /**
     * Opens the one-time admin setup code of a deployed store that has no admin yet, and returns it for
     * the start-up lines (null when there is nothing to set up). It works once, until the process ends.
     */
    async openAdminSetup(): Promise<string | null> {
      setupCodeDigest = null;
      if (!deps.deployed || (await repo.anyAdminExists(db))) return null;
      const code = newToken();
      setupCodeDigest = sha256(code);
      return code;
    },

    /** Makes the signed-in user the store's first admin, given the setup code. */
    async claimAdmin(current: SessionUser, code: string): Promise<User> {
      if (await repo.anyAdminExists(db)) throw new AppError('conflict', ADMIN_EXISTS);
      // Digests of equal length compared in constant time, so timing tells nothing about the code.
      const matches = setupCodeDigest !== null && crypto.timingSafeEqual(sha256(code), setupCodeDigest);
      if (!matches) throw new AppError('invalid_data', BAD_SETUP_CODE, [{ path: 'token', message: BAD_SETUP_CODE }]);
      // Spent before anything is awaited, so two claims at once cannot both use it.
      setupCodeDigest = null;
      const row = await repo.setRole(db, current.id, 'admin');
      return toUser(row);
    },

    anyUserExists: () => repo.anyUserExists(db),
    async sweepExpiredSessions() {
      await repo.deleteExpiredSessions(db, new Date(Date.now() - deps.sessionMaxMs));
      await repo.deleteExpiredTrustedDevices(db);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
