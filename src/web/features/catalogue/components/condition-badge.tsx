import { Badge } from '@web/components/ui/badge';
import { CONDITION_NAMES } from './part-labels';
import type { PartCondition } from './search-state';

const VARIANTS = { new: 'success', used: 'secondary', refurbished: 'info' } as const;

export function ConditionBadge({ condition }: { condition: PartCondition }) {
  return <Badge variant={VARIANTS[condition]}>{CONDITION_NAMES[condition]}</Badge>;
}
