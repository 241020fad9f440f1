import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { requiredText } from './common';

// One schema per shape, shared by the React forms and the Fastify routes (docs/architecture.md, "One schema per shape").
// E-mail is trimmed and lower-cased here, once, so every layer sees the same address.

/**
 * zod's own e-mail rule with one change: a domain label may not end in "-" (RFC 1035), as the published
 * document's `format: email` already said, so the document and the validator refuse the same addresses. No
 * look-ahead, so any JSON Schema reader (and the property-based API test's generator) can use it as it is.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .email({ pattern: EMAIL_PATTERN, message: 'Please enter a valid email address' });

/** A new password (docs/choices.md #5). The common-password check is the server's, against its bundled list. */
export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being checked (sign-in, current password): any length the form allowed, capped. */
export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const FirstNameSchema = requiredText('First name', NAME_MAX_LENGTH);
export const LastNameSchema = requiredText('Last name', NAME_MAX_LENGTH);

export const SignupSchema = z.strictObject({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
});
export type SignupInput = z.infer<typeof SignupSchema>;

export const LoginSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.strictObject({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200, 'Reset token is invalid'),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** The reset form also asks for the password twice; only the route's fields go to the server. */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match.",
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const NEW_PASSWORD_SAME_MESSAGE = 'Choose a new password different from your current one';

/**
 * A new password must differ from the current one: "changing" to the same password would leave a
 * guessed or leaked password in place while looking like a fix. Used by the profile route's schema and
 * the profile form's, the two places where both passwords are present.
 */
export function newPasswordDiffers(v: { currentPassword?: string; newPassword?: string }): boolean {
  return !v.newPassword || v.newPassword !== v.currentPassword;
}
export const NEW_PASSWORD_DIFFERS = { path: ['newPassword'], message: NEW_PASSWORD_SAME_MESSAGE };

export const UpdateProfileSchema = z
  .strictObject({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    email: EmailSchema,
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
      .max(PASSWORD_MAX_LENGTH, `New password must be at most ${PASSWORD_MAX_LENGTH} characters long.`)
      .optional(),
  })
  .refine((v) => !v.newPassword || !!v.currentPassword, {
    path: ['currentPassword'],
    message: 'Please enter your current password to change it.',
  })
  .refine(newPasswordDiffers, NEW_PASSWORD_DIFFERS);
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

export const RoleSchema = z.enum(['customer', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** What the API says about a user: the whitelist, never the row. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SignupResponseSchema = z.object({ isFirstUser: z.boolean(), user: UserSchema });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** The one-time code `npm start` prints on a deployed store that has no admin yet. */
export const ClaimAdminSchema = z.strictObject({
  token: z
    .string({ error: 'Setup code is required' })
    .trim()
    .min(1, 'Setup code is required')
    .max(200, 'This setup code is wrong, used or expired. Restart the server for a new one.'),
});
export type ClaimAdminInput = z.infer<typeof ClaimAdminSchema>;

export const FORGOT_PASSWORD_ANSWER =
  "If an account exists with that email, we've sent a link to reset your password.";
