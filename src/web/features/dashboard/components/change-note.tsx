import { ArrowDownRight, ArrowUpRight, Equal } from 'lucide-react';
import type { Change } from './dashboard-figures';

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, same: Equal } as const;

/**
 * A figure's move since the period before. The words say up or down; the arrow only repeats them, and
 * no colour says good or bad (more refunds is up too).
 */
export function ChangeNote({ change }: { change: Change }) {
  const Icon = ICONS[change.direction];
  return (
    <span className="inline-flex items-start gap-1 text-sm text-muted-foreground">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{change.words}</span>
    </span>
  );
}
