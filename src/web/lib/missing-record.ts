import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/**
 * The address of a page whose record the server found missing (an unknown part id), or undefined. The
 * server draws such a page as its not-found view and marks #root with the address
 * (`MISSING_RECORD_ATTRIBUTE`, @shared/page-render); the browser reads the mark, so it hydrates the same
 * view without asking the API. It applies to that address only: a later page in the app fetches as usual.
 */
export const MissingRecordContext = createContext<string | undefined>(undefined);

/** Whether the server said the record this page names does not exist. */
export function useRecordMissing(): boolean {
  const missing = useContext(MissingRecordContext);
  const { pathname } = useLocation();
  return missing !== undefined && missing === pathname;
}
