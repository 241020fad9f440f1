import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '@shared/constants';
import { EmailSchema, FirstNameSchema, LastNameSchema, NEW_PASSWORD_DIFFERS, newPasswordDiffers } from '@shared/schemas/auth';

// The form's own shape: the profile fields of UpdateProfileSchema plus the password trio. The password
// rules are checked on submit with docs/product.md §5's titled messages (8 characters per docs/choices.md #5).
// Loaded after /profile through lazyResolver, so the page shows without zod.
// A new password equal to the current one is refused by the same rule as the server's.
const ProfileFormSchema = z
  .object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    email: EmailSchema,
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
    newPassword: z.string().max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine(newPasswordDiffers, NEW_PASSWORD_DIFFERS);

export const profileResolver = zodResolver(ProfileFormSchema);
