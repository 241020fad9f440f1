import type { StatusHistoryEntry } from '@shared/schemas/part-requests';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { TrackingStatusBadge } from './status-look';

/** Every status change with its time and note, newest first, in a card of its own (the tracking page). */
export function StatusHistory({ history }: { history: StatusHistoryEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Status history</CardTitle>
      </CardHeader>
      <CardContent>
        <StatusHistoryList history={history} />
      </CardContent>
    </Card>
  );
}

/** The list itself: the tracking page's card and the dashboard's request show the same entries. */
export function StatusHistoryList({ history }: { history: StatusHistoryEntry[] }) {
  const entries = [...history].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  if (entries.length === 0) return <p className="text-muted-foreground">No changes yet. We&apos;ll list each step here as it happens.</p>;
  return (
    <ul className="grid divide-y divide-border" aria-label="Status history, newest first">
      {entries.map((entry, index) => (
        <li key={`${entry.timestamp}-${index}`} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <TrackingStatusBadge status={entry.status} />
            <time dateTime={entry.timestamp} className="text-sm text-muted-foreground tabular">
              {formatDateTime(entry.timestamp)}
            </time>
          </div>
          {entry.notes ? <p className="text-sm break-words whitespace-pre-line">{entry.notes}</p> : null}
        </li>
      ))}
    </ul>
  );
}
