/**
 * Navigation options that keep the page where it is scrolled: for filters and tabs written into the URL.
 * app/scroll-to-top.tsx reads the flag; any other navigation starts the new page at its top.
 */
export const KEEP_SCROLL = { state: { keepScroll: true } } as const;

export function keepsScroll(state: unknown): boolean {
  return (state as { keepScroll?: unknown } | null)?.keepScroll === true;
}
