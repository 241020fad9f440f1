import { personalDetailsFields } from '@web/components/personal-details-fields';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import type { UpdateProfileInput, User } from '@shared/schemas/auth';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { RequireUser } from '@web/components/require-user';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/use-toast';
import { getErrorStatus, getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { applyServerIssues } from '@web/lib/form-errors';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useUpdateProfile } from '../api/update-profile';
import { PhoneUpdatesCard } from '../components/phone-updates-card';

const profileResolver = lazyResolver(() => import('../components/profile-resolver').then((m) => m.profileResolver));

export function ProfilePage() {
  useDocumentTitle('My Profile');
  return <RequireUser>{(user) => <ProfileForm user={user} />}</RequireUser>;
}

/** As the server stores it (EmailSchema trims and lower-cases), so "  Me@x.com" is not a change. */
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function valuesFor(user: User) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

function ProfileForm({ user }: { user: User }) {
  const location = useLocation();
  const update = useUpdateProfile();
  const form = useForm({ resolver: profileResolver, defaultValues: valuesFor(user) });
  const { errors } = form.formState;

  // "Change Password" on the dashboard links to #change-password: bring that section into view and
  // put the cursor in its first field.
  useEffect(() => {
    if (location.hash !== '#change-password') return;
    document.getElementById('change-password')?.scrollIntoView({ block: 'start' });
    form.setFocus('currentPassword');
  }, [location.hash, form]);

  const savedEmail = form.formState.defaultValues?.email ?? user.email;
  const changingEmail = normaliseEmail(useWatch({ control: form.control, name: 'email' })) !== savedEmail;

  const onSubmit = form.handleSubmit(onValid, (invalid) => {
    // The form's own schema caught it (a new password equal to the current one, or too long): named in a
    // toast like the checks below, and shown under the field.
    const message = invalid.newPassword?.message;
    if (message) toast({ variant: 'destructive', title: 'Check the New Password', description: message });
  });

  function onValid(values: ReturnType<typeof valuesFor>) {
    const changingPassword = values.newPassword !== '' || values.confirmPassword !== '';
    if (changingEmail && !changingPassword && !values.currentPassword) {
      const message = 'Please enter your current password to change your email.';
      form.setError('currentPassword', { type: 'manual', message }, { shouldFocus: true });
      toast({ variant: 'destructive', title: 'Current Password Required', description: message });
      return;
    }
    if (changingPassword) {
      if (!values.currentPassword) {
        const message = 'Please enter your current password to change it.';
        form.setError('currentPassword', { type: 'manual', message }, { shouldFocus: true });
        toast({ variant: 'destructive', title: 'Current Password Required', description: message });
        return;
      }
      if (values.newPassword !== values.confirmPassword) {
        const message = "New password and confirmation don't match.";
        form.setError('confirmPassword', { type: 'manual', message }, { shouldFocus: true });
        toast({ variant: 'destructive', title: "Passwords Don't Match", description: message });
        return;
      }
      if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
        const message = `New password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
        form.setError('newPassword', { type: 'manual', message }, { shouldFocus: true });
        toast({ variant: 'destructive', title: 'Password Too Short', description: message });
        return;
      }
    }

    const payload: UpdateProfileInput = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      ...(changingPassword || changingEmail ? { currentPassword: values.currentPassword } : {}),
      ...(changingPassword ? { newPassword: values.newPassword } : {}),
    };

    update.mutate(payload, {
      onSuccess: (updated) => {
        form.reset(valuesFor(updated));
        toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
      },
      onError: (error) => {
        const message = isNetworkError(error)
          ? NETWORK_ERROR_MESSAGE
          : (getServerMessage(error) ?? 'Failed to update profile. Please try again.');
        applyServerIssues(error, form.setError, ['firstName', 'lastName', 'email', 'currentPassword', 'newPassword']);
        if (getErrorStatus(error) === 400 && /current password/i.test(message)) {
          form.setError('currentPassword', { type: 'server', message });
        }
        if (getErrorStatus(error) === 409) form.setError('email', { type: 'server', message });
        toast({ variant: 'destructive', title: 'Update Failed', description: message });
      },
    });
  }

  return (
    <PageContainer width="medium">
      <PageHeading title="My Profile" description="Keep your details up to date so we can reach you about your parts." />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Profile">
        <Card>
          <CardHeader>
            <CardTitle>Personal Information</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {personalDetailsFields(form)}
            {changingEmail && (
              <p className="text-sm text-muted-foreground">
                To change your email, enter your current password under Change Password.
              </p>
            )}
          </CardContent>
        </Card>

        <Card id="change-password" className="scroll-mt-24">
          <CardHeader>
            <CardTitle>Change Password</CardTitle>
            <CardDescription>
              Leave these empty to keep your current password. A new password needs at least {PASSWORD_MIN_LENGTH}{' '}
              characters. Your current password is also needed to change your email.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField label="Current password" error={errors.currentPassword?.message}>
              <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
            </FormField>
            <FormField label="New password" error={errors.newPassword?.message}>
              <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
            </FormField>
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            Cancel
          </Link>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
      <div className="mt-6">
        <PhoneUpdatesCard />
      </div>
    </PageContainer>
  );
}
