import { Skeleton } from './skeleton';

// Apart from skeleton.tsx so that pages using Skeleton alone do not download it.

/** One skeleton block per class name, in order: the shape of a card or a page still loading. */
export function SkeletonLines({ lines }: { lines: readonly string[] }) {
  return lines.map((className, i) => <Skeleton key={i} className={className} />);
}
