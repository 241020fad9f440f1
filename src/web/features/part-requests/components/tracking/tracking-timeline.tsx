import { Check, CircleX } from 'lucide-react';
import type { TrackingRecord } from '@shared/schemas/part-request-tracking';
import { INTERNATIONAL_FLOW, LOCAL_PICKUP_FLOW, STATUS_DESCRIPTIONS, TIMELINE_STEPS, type RequestStatus } from '@shared/statuses';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { isKnownStatus, statusLook } from './status-look';

type StepState = 'done' | 'current' | 'upcoming';
type Step = { status: RequestStatus; label: string; state: StepState; reachedAt: string | null };

const FLOW_LABELS = {
  international: new Map(INTERNATIONAL_FLOW.map((s) => [s.status, s.label])),
  local: new Map(LOCAL_PICKUP_FLOW.map((s) => [s.status, s.label])),
};

/** When a status was last entered, from the history (timestamps are ISO strings). */
function lastReached(history: TrackingRecord['statusHistory'], status: RequestStatus): string | null {
  let latest: string | null = null;
  for (const entry of history) {
    if (entry.status === status && (latest === null || Date.parse(entry.timestamp) > Date.parse(latest))) latest = entry.timestamp;
  }
  return latest;
}

/**
 * The steps drawn for a request: the lifecycle of its delivery method (TIMELINE_STEPS). An international
 * order can still end at the counter, so "ready for pickup" joins its list once it has happened.
 */
export function timelineSteps(record: Pick<TrackingRecord, 'status' | 'statusHistory' | 'shippingInfo'>): {
  steps: Step[];
  cancelled: boolean;
  method: 'international' | 'local';
} {
  const method = record.shippingInfo?.method === 'local' ? 'local' : 'international';
  const history = record.statusHistory;
  const statuses = [...TIMELINE_STEPS[method]];
  const pickupSeen = record.status === 'ready_pickup' || history.some((e) => e.status === 'ready_pickup');
  if (method === 'international' && pickupSeen && !statuses.includes('ready_pickup')) {
    statuses.splice(statuses.indexOf('delivered'), 0, 'ready_pickup');
  }
  const label = (s: RequestStatus) => FLOW_LABELS[method].get(s) ?? statusLook(s).label;

  if (record.status === 'cancelled') {
    // Only what really happened before the cancellation; the steps it will never reach are left out.
    const reached = statuses.filter((s) => history.some((e) => e.status === s));
    return {
      method,
      cancelled: true,
      steps: reached.map((s) => ({ status: s, label: label(s), state: 'done', reachedAt: lastReached(history, s) })),
    };
  }

  const currentIndex = isKnownStatus(record.status) ? statuses.indexOf(record.status) : -1;
  return {
    method,
    cancelled: false,
    steps: statuses.map((s, i) => ({
      status: s,
      label: label(s),
      state: currentIndex === -1 ? 'upcoming' : i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'upcoming',
      reachedAt: i <= currentIndex ? lastReached(history, s) : null,
    })),
  };
}

const STATE_TEXT: Record<StepState, string> = { done: 'Done', current: 'Current step', upcoming: 'Upcoming' };

export function TrackingTimeline({ record }: { record: TrackingRecord }) {
  const { steps, cancelled, method } = timelineSteps(record);
  const cancelledAt = cancelled ? lastReached(record.statusHistory, 'cancelled') : null;
  const unknown = !isKnownStatus(record.status);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Request timeline</CardTitle>
        <CardDescription>{method === 'local' ? 'Local Pickup' : 'International Shipping'}: where your part is now.</CardDescription>
      </CardHeader>
      <CardContent>
        {unknown ? (
          <p className="mb-4 rounded-md bg-muted p-3 text-sm">
            Current status: <strong>{statusLook(record.status).label}</strong>
          </p>
        ) : null}
        <ol className="grid" aria-label="Request timeline steps">
          {steps.map((step, index) => {
            const last = index === steps.length - 1 && !cancelled;
            return (
              <li
                key={step.status}
                aria-current={step.state === 'current' ? 'step' : undefined}
                className="relative grid grid-cols-[2.25rem_1fr] gap-x-3 pb-5 last:pb-0"
              >
                {!last ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-9 bottom-0 left-[1.0625rem] w-0.5',
                      step.state === 'done' ? 'bg-success' : 'bg-border',
                    )}
                  />
                ) : null}
                <StepMarker state={step.state} number={index + 1} />
                <div className="min-w-0 pt-1.5">
                  <p className={cn('font-semibold', step.state === 'upcoming' && 'font-normal text-muted-foreground')}>
                    {step.label}
                    <span className="sr-only">: {STATE_TEXT[step.state]}</span>
                  </p>
                  {step.state === 'current' ? (
                    <p className="mt-0.5 text-sm">{STATUS_DESCRIPTIONS[step.status]}</p>
                  ) : null}
                  {step.reachedAt ? (
                    <p className="text-sm text-muted-foreground tabular">
                      <time dateTime={step.reachedAt}>{formatDateTime(step.reachedAt)}</time>
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
          {cancelled ? (
            <li aria-current="step" className="grid grid-cols-[2.25rem_1fr] gap-x-3">
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-destructive text-destructive-foreground">
                <CircleX className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 rounded-md border-2 border-destructive p-3">
                <p className="font-bold text-destructive">
                  Cancelled<span className="sr-only">: {STATE_TEXT.current}</span>
                </p>
                <p className="mt-0.5 text-sm">{STATUS_DESCRIPTIONS.cancelled}</p>
                {cancelledAt ? (
                  <p className="text-sm text-muted-foreground tabular">
                    <time dateTime={cancelledAt}>{formatDateTime(cancelledAt)}</time>
                  </p>
                ) : null}
              </div>
            </li>
          ) : null}
        </ol>
      </CardContent>
    </Card>
  );
}

function StepMarker({ state, number }: { state: StepState; number: number }) {
  if (state === 'done') {
    return (
      <span aria-hidden="true" className="relative z-10 flex size-9 items-center justify-center rounded-full bg-success text-success-foreground">
        <Check className="size-5" aria-hidden="true" />
      </span>
    );
  }
  if (state === 'current') {
    return (
      <span aria-hidden="true" className="relative z-10 flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground ring-4 ring-secondary tabular">
        {number}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="relative z-10 flex size-9 items-center justify-center rounded-full border-2 border-border bg-background text-sm text-muted-foreground tabular">
      {number}
    </span>
  );
}
