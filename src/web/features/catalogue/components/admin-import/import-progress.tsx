import { formatCount } from '@shared/numbers';

/**
 * How far the job has got: a bar named for what it does, its figures for screen readers
 * (aria-valuenow of aria-valuemax, read as "312 of 497 parts") and on screen. The job moves a batch at a
 * time, so the bar jumps rather than creeps; the figures say it is moving.
 */
export function ImportProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const max = Math.max(total, 1);
  const now = Math.min(done, max);
  const text = `${formatCount(now)} of ${formatCount(total)}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{label}</span>
        <span className="tabular" data-testid="import-progress-text">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={`${text} parts`}
        className="h-4 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${(now / max) * 100}%` }} />
      </div>
    </div>
  );
}
