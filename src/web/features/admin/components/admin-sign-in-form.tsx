import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type User } from '@shared/schemas/auth';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { isAdmin, useLogin } from '@web/lib/auth';

/**
 * Admin sign-in through the real server login (docs/choices.md #1). A valid non-admin account stays signed in
 * as the customer it is, but is told it has no admin rights; the admin screens then show
 * "Admin access required".
 */
export function AdminSignInForm({ onAdminSignedIn, children }: { onAdminSignedIn?: (user: User) => void; children?: ReactNode }) {
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess: (user) => {
        if (!isAdmin(user)) {
          setFormError('This account does not have admin privileges.');
          toast({ variant: 'destructive', title: 'Access Denied', description: 'Admin privileges required' });
          return;
        }
        toast({ title: 'Admin login successful!' });
        onAdminSignedIn?.(user);
      },
      onError: (error) => {
        const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(error) ?? 'Login failed');
        setFormError(message);
        toast({ variant: 'destructive', title: 'Login failed', description: message });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Admin sign in">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="username" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        {children}
      </div>
    </form>
  );
}
