import { Skeleton } from './skeleton';

// Apart from skeleton.tsx so that pages using Skeleton alone do not download it.

/**
 * One skeleton block per class name, in order: the shape of a card or a page still loading. With `label`,
 * a screen reader hears it ("Loading your orders...") while the blocks show.
 */
export function SkeletonLines({ lines, label }: { lines: readonly string[]; label?: string }) {
  return (
    <>
      {label ? (
        <p role="status" className="sr-only">
          {label}
        </p>
      ) : null}
      {lines.map((className, i) => (
        <Skeleton key={i} className={className} />
      ))}
    </>
  );
}
