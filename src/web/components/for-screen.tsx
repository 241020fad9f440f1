import type { ReactNode } from 'react';

// Whole class names, so Tailwind sees them.
const WIDE_ONLY = { lg: 'hidden lg:contents', xl: 'hidden xl:contents' } as const;
const NARROW_ONLY = { lg: 'contents lg:hidden', xl: 'contents xl:hidden' } as const;

/**
 * Draws its children only on wide screens (`on="wide"`) or only on narrow ones, where `wide` is
 * useMediaQuery's answer for `breakpoint`. While a server-drawn page hydrates that answer is not known
 * yet: both are drawn and CSS shows the right one, so the layout is right from the first paint.
 */
export function ForScreen({
  on,
  wide,
  breakpoint,
  children,
}: {
  on: 'wide' | 'narrow';
  wide: boolean | undefined;
  breakpoint: 'lg' | 'xl';
  children: ReactNode;
}) {
  if (wide !== undefined && wide !== (on === 'wide')) return null;
  const className = wide !== undefined ? 'contents' : on === 'wide' ? WIDE_ONLY[breakpoint] : NARROW_ONLY[breakpoint];
  return <div className={className}>{children}</div>;
}
