import { Link, Navigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageContainer } from '@web/components/page-container';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useUser } from '@web/lib/auth';
import { useStoreInfo } from '@web/lib/store-info';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ForgotPasswordPanel } from '../components/forgot-password-panel';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

type View = 'signin' | 'signup' | 'forgot';

const TITLES: Record<View, string> = {
  signin: 'Sign In',
  signup: 'Create Account',
  forgot: 'Forgot Password',
};

function readView(value: string | null): View {
  return value === 'signup' || value === 'forgot' ? value : 'signin';
}

export function AuthPage() {
  const { user, isLoading } = useUser();
  const { store } = useStoreInfo();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams.get('tab'));
  useDocumentTitle(TITLES[view]);

  const showView = (next: View) => {
    setSearchParams(next === 'signin' ? {} : { tab: next }, { replace: true });
  };

  if (isLoading) return <Spinner />;
  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <PageContainer width="narrow">
      <Link
        to="/"
        className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to home
      </Link>
      <div className="mb-6 flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Welcome to {store.name}</h1>
        <p className="text-muted-foreground">
          Sign in to follow your part requests, or create an account in under a minute.
        </p>
      </div>

      {view === 'forgot' ? (
        <ForgotPasswordPanel onBack={() => showView('signin')} />
      ) : (
        <Tabs value={view} onValueChange={(value) => showView(readView(value))}>
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <Card>
              <CardContent>
                <SignInForm onForgotPassword={() => showView('forgot')} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="signup">
            <Card>
              <CardContent>
                <SignUpForm firstAccountBecomesAdmin={store.firstAccountBecomesAdmin} />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
      )}
    </PageContainer>
  );
}
