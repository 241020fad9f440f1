import { personalDetailsFields } from '@web/components/personal-details-fields';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { applyServerIssues } from '@web/lib/form-errors';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useSignup } from '../api/signup';

const signUpResolver = lazyResolver(() => import('./auth-resolvers').then((m) => m.signUpResolver));

export function SignUpForm({ firstAccountBecomesAdmin }: { firstAccountBecomesAdmin: boolean }) {
  const navigate = useNavigate();
  const signup = useSignup();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: signUpResolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    signup.mutate(values, {
      onSuccess: ({ user, isFirstUser }) => {
        toast({
          title: `Welcome, ${user.firstName}!`,
          description: isFirstUser
            ? "Your account is ready. As the first account, it is the store's admin account."
            : 'Your account is ready.',
        });
        navigate('/dashboard');
      },
      onError: (error) => {
        const message = isNetworkError(error)
          ? NETWORK_ERROR_MESSAGE
          : (getServerMessage(error) ?? 'Failed to create account');
        applyServerIssues(error, form.setError, ['firstName', 'lastName', 'email', 'password']);
        setFormError(message);
        toast({ variant: 'destructive', title: 'Could not create account', description: message });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create account">
      {firstAccountBecomesAdmin ? (
        <p className="rounded-md border border-border bg-warning p-3 text-sm text-warning-foreground">
          No accounts exist yet: the first account you create becomes the store&apos;s admin account.
        </p>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {personalDetailsFields(form)}
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" disabled={signup.isPending} className="w-full">
        {signup.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
