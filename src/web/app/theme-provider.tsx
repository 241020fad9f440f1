import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { THEME_STORAGE_KEY } from '@shared/constants';

/**
 * Light, dark or system (docs/product.md §4), kept in localStorage 'ui-theme'; default system. The header toggle
 * flips between light and dark. the inline script in index.html applies the same rule before the first paint.
 */

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

type ThemeState = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

function readStoredTheme(): Theme {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' || saved === 'system' ? saved : 'system';
  } catch {
    return 'system';
  }
}

const THEME_CHANGED = 'ui-theme-changed';

// The stored choice is read as an outside store, so a server-rendered page hydrates with the server's
// 'system' and takes the visitor's choice right after (the inline script in index.html has already
// painted it).
function subscribeToStoredTheme(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(THEME_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(THEME_CHANGED, onChange);
  };
}

let unsavedTheme: Theme | undefined;

function currentTheme(): Theme {
  return unsavedTheme ?? readStoredTheme();
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

/**
 * The visitor's theme, read where it is drawn. Each caller reads the store itself (not through a context
 * from above), so a part that hydrates in its own turn (lib/hydrate-in-turns.tsx) first draws the
 * server's 'system' like the markup it takes over, and switches right after: Preact does not correct
 * attributes that differ from the server's while it hydrates.
 */
export function useTheme(): ThemeState {
  const theme = useSyncExternalStore(subscribeToStoredTheme, currentTheme, () => 'system' as const);
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const resolvedTheme: ResolvedTheme = theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
  const toggleTheme = useCallback(() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark'), [resolvedTheme]);
  return useMemo(() => ({ theme, resolvedTheme, setTheme, toggleTheme }), [theme, resolvedTheme, toggleTheme]);
}

function setTheme(next: Theme) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, next);
    unsavedTheme = undefined;
  } catch {
    // Storage may be blocked; the choice still holds for this visit.
    unsavedTheme = next;
  }
  window.dispatchEvent(new Event(THEME_CHANGED));
}

/** Keeps the page's `dark` class and colour scheme on the visitor's choice. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    // Read from the browser, not from this render: the hydrating render sees the server's 'system'.
    const stored = currentTheme();
    const dark = stored === 'dark' || (stored === 'system' && systemPrefersDark());
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }, [resolvedTheme]);
  return children;
}
