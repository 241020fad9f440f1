import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { applyServerIssues } from '@web/lib/form-errors';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useResetPassword } from '../api/reset-password';

const REQUEST_NEW_LINK = '/auth?tab=forgot';

const resetPasswordResolver = lazyResolver(() => import('../components/auth-resolvers').then((m) => m.resetPasswordResolver));

/**
 * The e-mailed link carries the token in its fragment (#token=…), which browsers never send to a server.
 * Links sent before that carry it in the query (?token=…), which the server has then seen: both are read.
 */
function tokenInAddress(): string {
  if (typeof window === 'undefined') return '';
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get('token');
  const fromQuery = new URLSearchParams(window.location.search).get('token');
  return (fromFragment ?? fromQuery ?? '').trim();
}

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  // Read once into memory; the address bar then drops it (below), so it stays out of the history, of a
  // reload's request and of any Referer.
  const [token] = useState(tokenInAddress);
  useEffect(() => {
    if (!token) return;
    const { pathname } = window.location;
    window.history.replaceState(window.history.state, '', pathname);
  }, [token]);

  return (
    <PageContainer width="narrow">
      <PageHeading title="Choose a new password" />
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Card>
          <CardContent className="flex flex-col items-start gap-4">
            <p>
              This page needs the link from your password reset email. Open the link from the email, or ask for a
              new one.
            </p>
            <Link to={REQUEST_NEW_LINK} className={buttonVariants()}>
              Request a reset link
            </Link>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: resetPasswordResolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    setFailure(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          setDone(message);
          toast({ title: 'Password updated', description: message });
        },
        onError: (error) => {
          const message = isNetworkError(error)
            ? NETWORK_ERROR_MESSAGE
            : (getServerMessage(error) ?? 'Could not reset your password. Please try again.');
          applyServerIssues(error, form.setError, ['password']);
          setFailure(message);
          toast({ variant: 'destructive', title: 'Reset failed', description: message });
        },
      },
    );
  });

  if (done) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-4">
          <FormAlert variant="success">{done}</FormAlert>
          <p>You can now sign in with your new password.</p>
          <Link to="/auth" className={buttonVariants()}>
            Go to Sign In
          </Link>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        {failure ? (
          <FormAlert>
            <p>{failure}</p>
            <p className="mt-1">
              <Link to={REQUEST_NEW_LINK} className="font-semibold underline">
                Request a new reset link
              </Link>
            </p>
          </FormAlert>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
          <FormField
            label="New password"
            error={errors.password?.message}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
          >
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <Button type="submit" disabled={reset.isPending} className="w-full">
            {reset.isPending ? 'Saving...' : 'Reset Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
