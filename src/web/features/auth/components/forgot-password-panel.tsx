import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ArrowLeft } from 'lucide-react';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError } from '@web/lib/api-client';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useForgotPassword } from '../api/forgot-password';

const forgotPasswordResolver = lazyResolver(() => import('./auth-resolvers').then((m) => m.forgotPasswordResolver));

export function ForgotPasswordPanel({ onBack }: { onBack: () => void }) {
  const forgot = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: forgotPasswordResolver, defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    setSentMessage(null);
    forgot.mutate(values, {
      onSuccess: ({ message }) => {
        setSentMessage(message);
        toast({ title: 'Check your email', description: message });
      },
      onError: (error) => {
        if (isNetworkError(error)) {
          setFormError('Unable to process request. Please try again.');
          toast({ variant: 'destructive', title: 'Network Error', description: 'Unable to process request. Please try again.' });
          return;
        }
        const message = getServerMessage(error) ?? 'Unable to process request. Please try again.';
        setFormError(message);
        toast({ variant: 'destructive', title: 'Error', description: message });
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Forgot password?</CardTitle>
        <CardDescription>
          Enter the email you signed up with. If it matches an account, we&apos;ll send a link to choose a new
          password. The link works once and expires after an hour.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sentMessage ? <FormAlert variant="success">{sentMessage}</FormAlert> : null}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset password">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" disabled={forgot.isPending} className="w-full">
            {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
        <Button variant="ghost" onClick={onBack} className="self-start">
          <ArrowLeft aria-hidden="true" />
          Back to Sign In
        </Button>
      </CardContent>
    </Card>
  );
}
