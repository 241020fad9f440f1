import { History } from 'lucide-react';
import type { PartEvent } from '@shared/schemas/admin-catalogue';
import { SectionCard, SectionEmpty } from '@web/components/section-card';
import { formatDateTime } from '@web/lib/format';

const ACTIONS: Record<PartEvent['action'], string> = { created: 'Added', edited: 'Edited', retired: 'Retired', restored: 'Restored' };

/** A blank value in a change ("Original price: — → 72.50") reads as none, not as nothing shown. */
const shown = (value: string) => (value === '' ? '—' : value);

/** Who did what to the part and when, newest first, each change as "Price (US$): 60 → 55.25", with the note. */
export function PartHistory({ events }: { events: PartEvent[] }) {
  return (
    <SectionCard id="part-history" title="History" icon={History} description="Newest first.">
      {events.length === 0 ? (
        <SectionEmpty title="Nothing yet" />
      ) : (
        <ol className="grid gap-4" aria-label="Changes to this part">
          {events.map((event, i) => (
            <li key={`${event.at}-${i}`} className="grid gap-1 border-t border-border pt-3 text-sm first:border-t-0 first:pt-0" data-testid="history-entry">
              <p>
                <span className="font-semibold">{ACTIONS[event.action]}</span>
                {/* A change made without a signed-in person (an import) names nobody. */}
                {event.staffName ? ` by ${event.staffName}` : null}
              </p>
              <p className="text-muted-foreground tabular">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
              {event.changes.length > 0 ? (
                <ul className="grid gap-0.5">
                  {event.changes.map((change) => (
                    <li key={change.field} className="break-words">
                      {change.field}: {shown(change.from)} → {shown(change.to)}
                    </li>
                  ))}
                </ul>
              ) : null}
              {event.note ? (
                <p className="break-words">
                  <span className="text-muted-foreground">{event.action === 'retired' || event.action === 'restored' ? 'Reason' : 'Note'}:</span> {event.note}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
