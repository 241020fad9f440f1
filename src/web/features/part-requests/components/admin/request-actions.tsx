import type { ComponentType, MouseEvent } from 'react';
import { Link } from 'react-router';
import { Eye, FilePlus2, Mail, Pencil, RefreshCw, Search, Trash2 } from 'lucide-react';
import type { AdminPartRequest } from '@shared/schemas/part-requests';
import { Button, buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { suppliersHref } from './request-helpers';

export type RequestAction = 'details' | 'edit' | 'status' | 'new-quote' | 'quote' | 'delete';

type ActionSpec = {
  action: RequestAction | 'find';
  text: string;
  /** The accessible name: the visible word plus the request number, so each row's buttons are unique. */
  name: (requestNumber: string) => string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  destructive?: boolean;
};

export const REQUEST_ACTIONS: readonly ActionSpec[] = [
  { action: 'details', text: 'Details', name: (n) => `View details of ${n}`, icon: Eye },
  { action: 'edit', text: 'Edit', name: (n) => `Edit ${n}`, icon: Pencil },
  { action: 'find', text: 'Find', name: (n) => `Find suppliers for ${n}`, icon: Search },
  { action: 'status', text: 'Status', name: (n) => `Update status of ${n}`, icon: RefreshCw },
  { action: 'new-quote', text: 'Quote', name: (n) => `Write quote for ${n}`, icon: FilePlus2 },
  // The quote already sent, e-mailed again, or an invoice for it.
  { action: 'quote', text: 'E-mail', name: (n) => `Send quote for ${n}`, icon: Mail },
  { action: 'delete', text: 'Delete', name: (n) => `Delete ${n}`, icon: Trash2, destructive: true },
];

/**
 * The actions a request offers: Delete only while no money is on its ledger (the server refuses it then:
 * money received is corrected by a void or a refund, never deleted).
 */
export function actionsFor(request: Pick<AdminPartRequest, 'money'>): readonly ActionSpec[] {
  const hasMoney = (request.money?.payments.length ?? 0) > 0;
  return hasMoney ? REQUEST_ACTIONS.filter((a) => a.action !== 'delete') : REQUEST_ACTIONS;
}

/**
 * A request's seven actions (six with money on its ledger). `labelled` shows the word beside the icon (wide table, phone cards);
 * `compact` shows icons only in a grid three across (the condensed table), with the same accessible names.
 */
export function RequestActions({
  request,
  onAction,
  layout,
  className,
}: {
  request: AdminPartRequest;
  onAction: (action: RequestAction, request: AdminPartRequest, opener: HTMLElement) => void;
  layout: 'labelled' | 'compact';
  className?: string;
}) {
  const compact = layout === 'compact';
  const size = compact ? 'icon' : 'sm';
  const extra = (destructive?: boolean) =>
    cn(!compact && 'justify-start gap-1.5 px-2.5 [&_svg]:size-4', destructive && 'text-destructive hover:text-destructive');

  return (
    <div className={cn('grid grid-cols-3 gap-1.5', compact ? 'w-max' : '', className)}>
      {actionsFor(request).map(({ action, text, name, icon: Icon, destructive }) => {
        const label = name(request.requestNumber);
        if (action === 'find') {
          return (
            <Link
              key={action}
              to={suppliersHref(request)}
              aria-label={label}
              title={compact ? label : undefined}
              className={cn(buttonVariants({ variant: 'outline', size }), extra())}
            >
              <Icon aria-hidden="true" />
              {compact ? null : text}
            </Link>
          );
        }
        return (
          <Button
            key={action}
            aria-label={label}
            title={compact ? label : undefined}
            variant="outline"
            size={size}
            className={extra(destructive)}
            onClick={(event: MouseEvent<HTMLButtonElement>) => onAction(action, request, event.currentTarget)}
          >
            <Icon aria-hidden="true" />
            {compact ? null : text}
          </Button>
        );
      })}
    </div>
  );
}
