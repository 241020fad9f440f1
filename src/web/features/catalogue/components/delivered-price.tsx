import { formatJmd } from '@shared/money';
import { formatCount } from '@shared/numbers';
import type { Part } from '@shared/schemas/catalogue';
import { cn } from '@web/lib/utils';

/**
 * What the part costs in Jamaica, in J$ (Part.delivered): "About J$4,410 delivered" for a part sourced
 * from the US (an estimate, rounded to the dollar), "J$3,149.84 at our Kingston shop" for the shop's own.
 */
export function DeliveredPrice({ delivered, className }: { delivered: Part['delivered']; className?: string }) {
  if (!delivered) return null;
  return delivered.estimate ? (
    <p className={cn('text-sm', className)}>
      About <span className="font-semibold">J${formatCount(Math.round(delivered.jmd))}</span> delivered{' '}
      <span className="text-muted-foreground">(estimate)</span>
    </p>
  ) : (
    <p className={cn('text-sm', className)}>
      <span className="font-semibold">{formatJmd(delivered.jmd)}</span> at our Kingston shop
    </p>
  );
}
