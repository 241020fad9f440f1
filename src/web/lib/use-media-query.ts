import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept live as the window changes. Undefined while a page drawn by
 * the server hydrates (the server cannot know the screen); components/for-screen.tsx draws both layouts
 * until then and lets CSS choose, so nothing moves.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(subscribe, () => window.matchMedia(query).matches, () => undefined);
}
