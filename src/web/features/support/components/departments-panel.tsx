import { Link } from 'react-router';
import { Mail, MessageSquare, Phone } from 'lucide-react';
import { SUPPORT_DEPARTMENTS } from '@shared/support';
import { mailtoHref, telHref } from '@web/lib/contact-links';
import { useStoreInfo } from '@web/lib/store-info';

const link = 'inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline [overflow-wrap:anywhere]';

/** Contact Support (docs/product.md §2): six departments, each with its e-mail and its extension on the store's line. */
export function DepartmentsPanel() {
  const { store } = useStoreInfo();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold">Contact a department</h2>
        <p className="text-sm text-muted-foreground">
          Call {store.phone} and choose the extension, or write to the team that handles your question.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SUPPORT_DEPARTMENTS.map((department) => (
          <li key={department.id} className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
            <h3 className="text-lg font-bold">{department.name}</h3>
            <p className="text-sm text-muted-foreground">{department.handles}</p>
            <a href={telHref(store.phone, department.extension)} className={link}>
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {store.phone}, ext. {department.extension}
                <span className="sr-only"> ({department.name})</span>
              </span>
            </a>
            <a href={mailtoHref(store.email, department.name)} className={link}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {store.email}
                <span className="sr-only"> ({department.name})</span>
              </span>
            </a>
            <Link to={`/contact-us?subject=${department.subject}`} className={link}>
              <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
              <span>
                Send a message<span className="sr-only"> to {department.name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
