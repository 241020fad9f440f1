import { zodResolver } from '@hookform/resolvers/zod';
import { ClaimAdminSchema, ForgotPasswordSchema, LoginSchema, ResetPasswordFormSchema, SignupSchema } from '@shared/schemas/auth';

// The auth forms validate with the shared schemas (docs/architecture.md, "One schema per shape"). This module, and zod with it, is
// loaded after the page through lazyResolver, so /auth and /reset-password show without it.
export const signInResolver = zodResolver(LoginSchema);
export const signUpResolver = zodResolver(SignupSchema);
export const forgotPasswordResolver = zodResolver(ForgotPasswordSchema);
export const resetPasswordResolver = zodResolver(ResetPasswordFormSchema);
export const claimAdminResolver = zodResolver(ClaimAdminSchema);
