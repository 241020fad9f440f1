import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { User } from '@shared/schemas/auth';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { RequireUser } from '@web/components/require-user';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { isAdmin } from '@web/lib/auth';
import { applyServerIssues } from '@web/lib/form-errors';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useClaimAdmin } from '../api/claim-admin';

const claimAdminResolver = lazyResolver(() => import('../components/auth-resolvers').then((m) => m.claimAdminResolver));

/**
 * A deployed store gets its first admin here: sign-up never makes one, so `npm start` writes a one-time
 * setup code to a file only the server's user can read (it says where) while the store has no admin, and
 * whoever has it (the person running the server) enters it signed in to the account that should become
 * the admin.
 */
export function SetupPage() {
  useDocumentTitle('Store Setup');
  return (
    <PageContainer width="narrow">
      <PageHeading
        title="Make this account the store's admin"
        description="For the person setting up the store: while it has no admin, the server writes a one-time setup code to the file admin-setup-code in its data folder when it starts."
      />
      <RequireUser>{(user) => (isAdmin(user) ? <AlreadyAdmin /> : <ClaimAdminForm user={user} />)}</RequireUser>
    </PageContainer>
  );
}

function AlreadyAdmin() {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4">
        <p>This account is already an admin of the store.</p>
        <Link to="/admin" className={buttonVariants()}>
          Go to the Admin Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}

function ClaimAdminForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const claim = useClaimAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: claimAdminResolver, defaultValues: { token: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    claim.mutate(values, {
      onSuccess: () => {
        toast({ title: 'You are now the admin', description: `${user.email} is the store's admin account.` });
        navigate('/admin');
      },
      onError: (error) => {
        const message = isNetworkError(error)
          ? NETWORK_ERROR_MESSAGE
          : (getServerMessage(error) ?? 'Could not make this account the admin. Please try again.');
        applyServerIssues(error, form.setError, ['token']);
        setFailure(message);
        toast({ variant: 'destructive', title: 'Setup failed', description: message });
      },
    });
  });

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <p>
          Signed in as <strong className="break-all">{user.email}</strong>. Enter the setup code to make this account
          the admin. The code works once, and only until the server restarts. Without it, whoever runs the server can
          use <code className="break-all">npm run admin -- promote {user.email}</code> instead.
        </p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Store setup">
          <FormField label="Setup code" error={errors.token?.message}>
            <Input autoComplete="off" autoCapitalize="off" spellCheck={false} {...form.register('token')} />
          </FormField>
          <Button type="submit" disabled={claim.isPending} className="w-full">
            {claim.isPending ? 'Checking...' : 'Make me the admin'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
