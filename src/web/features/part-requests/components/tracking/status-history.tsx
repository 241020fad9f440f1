import type { TrackingRecord } from '@shared/schemas/part-request-tracking';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { TrackingStatusBadge } from './status-look';

/** Every status change with its time and note, newest first. */
export function StatusHistory({ history }: { history: TrackingRecord['statusHistory'] }) {
  const entries = [...history].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Status history</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-muted-foreground">No changes yet. We&apos;ll list each step here as it happens.</p>
        ) : (
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
        )}
      </CardContent>
    </Card>
  );
}
