import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useLogout, useUser } from '@web/lib/auth';
import { useStoreInfo } from '@web/lib/store-info';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * Where old links to GET /api/auth/logout, and a Sign Out opened in a new tab, arrive. It signs out only
 * when its button is pressed (a POST): opening the page, which any site can make a browser do, changes
 * nothing.
 */
export function LogoutPage() {
  useDocumentTitle('Sign Out');
  const { user, isLoading } = useUser();
  const { store } = useStoreInfo();
  const logout = useLogout();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const signOut = () => {
    setFailure(null);
    logout.mutate(undefined, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) =>
        setFailure(
          isNetworkError(error)
            ? 'We could not reach the store to end your session. Check your connection and try again.'
            : (getServerMessage(error) ?? NETWORK_ERROR_MESSAGE),
        ),
    });
  };

  if (isLoading) return <Spinner />;

  return (
    <PageContainer width="narrow">
      <PageHeading title="Sign out" />
      <Card>
        <CardContent className="flex flex-col items-start gap-4">
          {failure ? (
            <>
              <FormAlert className="w-full">{failure}</FormAlert>
              <Button onClick={signOut} disabled={logout.isPending}>
                {logout.isPending ? 'Signing out...' : 'Try again'}
              </Button>
            </>
          ) : user ? (
            <>
              <p>
                You are signed in to {store.name} as <strong className="break-all">{user.email}</strong>. Sign out on
                this device?
              </p>
              <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
                <Link to="/" className={buttonVariants({ variant: 'outline' })}>
                  Stay signed in
                </Link>
                <Button onClick={signOut} disabled={logout.isPending}>
                  {logout.isPending ? 'Signing out...' : 'Sign out'}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p>You are signed out.</p>
              <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
                <Link to="/" className={buttonVariants({ variant: 'outline' })}>
                  Go to the home page
                </Link>
                <Link to="/auth" className={buttonVariants()}>
                  Sign In
                </Link>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
