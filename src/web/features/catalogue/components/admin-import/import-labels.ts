import { formatCount } from '@shared/numbers';
import type { ImportOutcome, ImportStatus } from '../../api/price-list-types';

/** An import's state in staff's words, and the colour of its badge. */
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  checked: 'Checked, not applied',
  applying: 'Applying',
  applied: 'Applied',
  cancelled: 'Cancelled',
  undoing: 'Undoing',
  undone: 'Undone',
};

export const IMPORT_STATUS_BADGES: Record<ImportStatus, 'secondary' | 'info' | 'success' | 'warning' | 'outline'> = {
  checked: 'secondary',
  applying: 'info',
  applied: 'success',
  cancelled: 'warning',
  undoing: 'info',
  undone: 'outline',
};

/** What a row of the file does to the catalogue. */
export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  new: 'New',
  changed: 'Changed',
  unchanged: 'Unchanged',
  refused: 'Refused',
  retire: 'To retire',
};

export const OUTCOME_BADGES: Record<ImportOutcome, 'success' | 'info' | 'secondary' | 'destructive' | 'warning'> = {
  new: 'success',
  changed: 'info',
  unchanged: 'secondary',
  refused: 'destructive',
  retire: 'warning',
};

/** "1 part", "1,204 parts". */
export function countOf(count: number, [one, many]: readonly [string, string]): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
