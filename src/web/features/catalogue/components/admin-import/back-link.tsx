import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The import screens' way back, styled as the staff pages' back links. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
