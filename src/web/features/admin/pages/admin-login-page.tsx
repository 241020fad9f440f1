import { Link, Navigate, useNavigate } from 'react-router';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { isAdmin, useUser } from '@web/lib/auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AdminSignInForm } from '../components/admin-sign-in-form';

export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const { user, isLoading } = useUser();

  if (isLoading) return <Spinner />;
  if (isAdmin(user)) return <Navigate to="/admin" replace />;

  return (
    <PageContainer width="narrow">
      <PageHeading title="Admin Login" description="Staff only. Sign in with your admin account." />
      <Card>
        <CardContent>
          <AdminSignInForm onAdminSignedIn={() => navigate('/admin')}>
            <Link to="/" className={buttonVariants({ variant: 'outline' })}>
              Back to Home
            </Link>
          </AdminSignInForm>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
