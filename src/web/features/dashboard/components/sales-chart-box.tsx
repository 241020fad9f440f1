import { useEffect, useRef, useState } from 'react';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Skeleton } from '@web/components/ui/skeleton';

/**
 * The box the sales chart is drawn in. The chart's code (uPlot) is fetched when the box first shows, in a
 * chunk of its own that no other page loads; the box is the chart's height (h-60, 240 px) from the start,
 * so nothing below it moves when the chart arrives. If the chart cannot load, the table beside it still
 * holds every figure, so the box stays quietly empty.
 */
export function SalesChartBox({ series }: { series: Dashboard['sales']['series'] }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let undraw: (() => void) | undefined;
    let gone = false;
    void import('./sales-chart')
      .then(({ drawSalesChart }) => {
        if (gone) return;
        undraw = drawSalesChart(element, series);
        setDrawn(true);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      undraw?.();
    };
  }, [series]);

  return (
    <div className="relative h-60 w-full min-w-0 overflow-hidden">
      {drawn ? null : <Skeleton className="absolute inset-0" />}
      <div ref={box} className="h-full w-full" />
    </div>
  );
}
