import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

export function AdminBackLink() {
  return (
    <Link
      to="/admin"
      className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Admin Dashboard
    </Link>
  );
}
