import { AlertTriangle, CheckCircle2, RefreshCw, XCircle } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { whatsappHref } from '@web/lib/contact-links';
import { useStoreInfo } from '@web/lib/store-info';
import { useHealth } from '../api/get-health';

type State = 'up' | 'down' | 'unknown';

const BADGES: Record<State, { label: string; variant: 'success' | 'destructive' | 'secondary' }> = {
  up: { label: 'Operational', variant: 'success' },
  down: { label: 'Down', variant: 'destructive' },
  unknown: { label: 'Unknown', variant: 'secondary' },
};

/** How long the server has been up, in words a customer reads at a glance. */
function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}

/** "4:07:31 PM": seconds shown, so a refresh a moment later visibly checked again. */
function clockTime(timestamp: number): string {
  return new Date(timestamp).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
}

/**
 * Service Status (docs/product.md §2): the live state of this store's own API and database, read from GET /api/health
 * when the tab opens and again on Refresh. A failed call is shown as such, never as "all good".
 */
export function ServiceStatus() {
  const { store } = useStoreInfo();
  const health = useHealth();
  const data = health.isError ? undefined : health.data;
  const checking = health.isFetching;
  const checkedAt = health.isError ? health.errorUpdatedAt : health.dataUpdatedAt;

  const api: State = health.isError ? 'down' : data ? 'up' : 'unknown';
  const database: State = data ? (data.database.status === 'ok' ? 'up' : 'down') : 'unknown';
  const storage: State = data ? (data.storage.status === 'ok' ? 'up' : 'down') : 'unknown';
  const rows: { name: string; state: State; detail: string }[] = [
    {
      name: 'Website & API',
      state: api,
      detail: health.isError
        ? 'Our server did not answer.'
        : data
          ? `Answered in ${data.roundTripMs} ms · up for ${uptime(data.uptimeSeconds)}`
          : 'Checking…',
    },
    {
      name: 'Database',
      state: database,
      detail: health.isError
        ? 'Cannot be checked while the server is unreachable.'
        : data
          ? data.database.status === 'ok'
            ? `Answered in ${data.database.latencyMs} ms`
            : 'Orders, requests and tracking cannot be read or saved right now.'
          : 'Checking…',
    },
    {
      name: 'Photos & uploads',
      state: storage,
      detail: health.isError
        ? 'Cannot be checked while the server is unreachable.'
        : data
          ? data.storage.status === 'ok'
            ? 'Photos can be sent and seen.'
            : 'Photos cannot be sent or shown right now; requests without one still go through.'
          : 'Checking…',
    },
  ];

  const summary = health.isPending
    ? null
    : health.isError
      ? { tone: 'down' as const, text: 'We can’t reach our servers right now. The site may be down or your connection may have dropped.' }
      : data?.status === 'ok'
        ? { tone: 'up' as const, text: 'All systems operational.' }
        : { tone: 'down' as const, text: 'Some services are down. We are on it.' };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {checkedAt > 0 ? (
            <>
              Last checked at <time dateTime={new Date(checkedAt).toISOString()}>{clockTime(checkedAt)}</time>
            </>
          ) : (
            'Checking now…'
          )}
        </p>
        <Button variant="outline" size="sm" onClick={() => void health.refetch()} disabled={checking}>
          <RefreshCw className={checking ? 'animate-spin' : undefined} aria-hidden="true" />
          {checking ? 'Checking…' : 'Refresh status'}
        </Button>
      </div>

      <div role="status" aria-live="polite" aria-busy={health.isPending}>
        {summary ? (
          <p
            className={
              summary.tone === 'up'
                ? 'flex items-start gap-2 rounded-md border border-success bg-background p-3 font-semibold text-foreground'
                : 'flex items-start gap-2 rounded-md border border-destructive bg-background p-3 font-semibold text-destructive'
            }
          >
            {summary.tone === 'up' ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            )}
            {summary.text}
          </p>
        ) : (
          <Skeleton className="h-12 w-full" />
        )}
      </div>

      <ul aria-label="Services" className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {rows.map((row) => (
          <li key={row.name} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div className="flex min-w-0 flex-col">
              <span className="font-semibold">{row.name}</span>
              <span className="text-sm text-muted-foreground">{row.detail}</span>
            </div>
            {row.state === 'unknown' && health.isPending ? (
              <Skeleton className="h-6 w-24" />
            ) : (
              <Badge variant={BADGES[row.state].variant} className="text-sm">
                {row.state === 'up' ? <CheckCircle2 className="size-4" aria-hidden="true" /> : <XCircle className="size-4" aria-hidden="true" />}
                {BADGES[row.state].label}
              </Badge>
            )}
          </li>
        ))}
      </ul>

      {summary?.tone === 'down' ? (
        <p className="text-sm">
          Need us urgently?{' '}
          <a href={whatsappHref(store.whatsapp)} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline underline-offset-4">
            WhatsApp {store.whatsapp}
          </a>{' '}
          works even when the site does not.
        </p>
      ) : null}
    </div>
  );
}
