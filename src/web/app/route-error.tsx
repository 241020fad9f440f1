import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageContainer } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';

/**
 * Shown when a screen crashes or its code cannot be downloaded (for instance after a new release replaced
 * the old files). The header and footer live outside it, so the visitor can still move on.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <PageContainer width="medium" className="flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Something went wrong</h1>
      <p className="text-lg text-muted-foreground">
        This page didn&apos;t load properly. Reloading usually fixes it{detail ? ` (${detail})` : ''}.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link to="/" reloadDocument className={buttonVariants({ variant: 'outline' })}>
          Home
        </Link>
      </div>
    </PageContainer>
  );
}
