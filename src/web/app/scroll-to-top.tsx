import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '@web/lib/keep-scroll';

/**
 * A new page starts at its top, or at its #fragment; Back and Forward leave the position to the browser,
 * which restores it. A change of filters in the URL (KEEP_SCROLL) stays where the visitor is.
 */
export function ScrollToTop() {
  const { pathname, search, hash, state } = useLocation();
  const type = useNavigationType();
  const keep = keepsScroll(state);
  useEffect(() => {
    if (type === 'POP' || keep) return;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash, type, keep]);
  return null;
}
