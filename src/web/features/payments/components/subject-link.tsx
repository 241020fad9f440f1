import { Link } from 'react-router';
import { subjectHref, type OutstandingRow } from './money-helpers';

/** A request's or order's number, linking where staff work on it. */
export function SubjectLink({ subject }: { subject: Pick<OutstandingRow, 'subjectKind' | 'subjectNumber'> }) {
  return (
    <Link
      to={subjectHref(subject)}
      className="inline-flex min-h-11 items-center font-semibold break-all text-primary underline-offset-4 hover:underline"
    >
      {subject.subjectNumber}
    </Link>
  );
}
