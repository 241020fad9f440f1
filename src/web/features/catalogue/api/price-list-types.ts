import type { IMPORT_OUTCOMES, IMPORT_STATUSES, ImportSummary } from '@shared/schemas/catalogue-import';

// The import's states and row outcomes as types, for the keys and the screens.
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** What GET /api/admin/parts/imports answers (ImportListSchema). */
export type ImportList = { imports: ImportSummary[] };

/** States in which a job is writing the catalogue: the screen asks for its progress every second. */
export const WORKING_STATUSES: readonly ImportStatus[] = ['applying', 'undoing'];
