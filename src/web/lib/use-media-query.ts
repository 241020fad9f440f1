import { createContext, useContext, useCallback, useSyncExternalStore } from 'react';

/**
 * What the server guessed of the visitor's screen from the request (a phone says so in its headers): on a
 * phone, width queries (`min-width`) are drawn as not matching from the first render on, so a phone
 * hydrates only its own layout. Without a guess the answer waits for the browser.
 */
export type ScreenGuess = 'phone' | undefined;
export const ScreenGuessContext = createContext<ScreenGuess>(undefined);

/**
 * Whether a CSS media query matches, kept live as the window changes. While a page drawn by the server
 * hydrates, the answer is the server's guess (ScreenGuess) or undefined when it had none:
 * components/for-screen.tsx then draws both layouts and lets CSS choose, so nothing moves.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const guess = useContext(ScreenGuessContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const serverAnswer = guess === 'phone' && query.includes('min-width') ? false : undefined;
  return useSyncExternalStore<boolean | undefined>(subscribe, () => window.matchMedia(query).matches, () => serverAnswer);
}
