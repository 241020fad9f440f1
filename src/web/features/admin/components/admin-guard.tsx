import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import type { User } from '@shared/schemas/auth';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { LinkButtons } from '@web/components/link-buttons';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { isAdmin, useUser } from '@web/lib/auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AdminSignInForm } from './admin-sign-in-form';

/**
 * The one gate of every staff screen: the router nests every /admin page under it, so no page of another
 * feature needs to import it. The server enforces admin rights on every /api/admin call
 * (docs/choices.md #1); this only decides what to show: a sign-in form, a refusal, or the screen.
 */
export function StaffArea() {
  return <AdminGuard>{() => <Outlet />}</AdminGuard>;
}

function AdminGuard({ children }: { children: (user: User) => ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <Spinner />;
  if (!user) return <AdminSignInScreen />;
  if (!isAdmin(user)) return <AdminAccessRequired />;
  return children(user);
}

function AdminSignInScreen() {
  useDocumentTitle('Admin Sign In');
  return (
    <PageContainer width="narrow">
      <PageHeading title="Admin Sign In" description="Sign in with an admin account to manage the store." />
      <Card>
        <CardContent>
          <AdminSignInForm />
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function AdminAccessRequired() {
  useDocumentTitle('Admin access required');
  return (
    <PageContainer width="narrow">
      <Card>
        <CardContent className="flex flex-col items-start gap-4">
          <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-extrabold">Admin access required</h1>
          <p className="text-muted-foreground">
            You&apos;re signed in, but this account can&apos;t manage the store. Sign in with an admin account to
            continue.
          </p>
          <LinkButtons links={[{ to: '/admin-login', label: 'Admin Sign In' }, { to: '/', label: 'Back to Home' }]} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
