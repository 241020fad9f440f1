import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { User } from '@shared/schemas/auth';
import { Spinner } from '@web/components/ui/spinner';
import { useUser } from '@web/lib/auth';

/** Renders its children for a signed-in user; shows a spinner while that is being checked, else goes to /auth. */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return children(user);
}
