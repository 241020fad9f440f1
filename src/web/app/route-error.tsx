import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';

/**
 * Shown when a screen crashes or its code cannot be downloaded (for instance after a new release replaced
 * the old files). The header and footer live outside it, so the visitor can still move on.
 */
export function RouteError() {
  return (
    <PageContainer width="medium" className="flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Something went wrong</h1>
      <p className="text-lg text-muted-foreground">This page didn&apos;t load properly. Reloading usually fixes it.</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link to="/" reloadDocument className={buttonVariants({ variant: 'outline' })}>
          Home
        </Link>
      </div>
    </PageContainer>
  );
}

/**
 * Catches a crash below it and shows RouteError instead. Give it the page's address as `resetKey`: moving
 * to another page tries again.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
