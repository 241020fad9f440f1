import type { ImportSummary } from '@shared/schemas/catalogue-import';
import { formatCount } from '@shared/numbers';
import { cn } from '@web/lib/utils';

type Tile = { key: keyof ImportSummary['counts']; label: string; hint: string; tone?: string };

const TILES: readonly Tile[] = [
  { key: 'new', label: 'New', hint: 'parts to add' },
  { key: 'changed', label: 'Changed', hint: 'parts to update' },
  { key: 'unchanged', label: 'Unchanged', hint: 'already as in the file' },
  { key: 'refused', label: 'Refused', hint: 'rows left out', tone: 'border-2 border-destructive' },
  { key: 'warnings', label: 'Warnings', hint: 'rows with a note', tone: 'border-warning-foreground/50 bg-warning' },
  { key: 'retire', label: 'To retire', hint: 'not in the file', tone: 'border-warning-foreground/50 bg-warning' },
];

/**
 * The dry run's six figures as tiles, two a row on a phone and six on a desk. Refused, warned and
 * retiring tiles are coloured only when their count is not 0, so a clean file looks clean.
 */
export function ImportCounts({ counts }: { counts: ImportSummary['counts'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {TILES.map((tile) => (
        <div
          key={tile.key}
          data-testid={`import-count-${tile.key}`}
          className={cn('flex flex-col rounded-lg border border-border bg-background p-3', counts[tile.key] > 0 && tile.tone)}
        >
          <dt className="text-sm font-semibold">{tile.label}</dt>
          <dd className="text-2xl font-extrabold tabular">{formatCount(counts[tile.key])}</dd>
          <dd className="text-xs text-muted-foreground">{tile.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
