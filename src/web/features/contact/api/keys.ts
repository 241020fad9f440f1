import type { ContactMessageFilter } from '@shared/schemas/contact';

// Query keys of the contact feature (docs/architecture.md, "One way to the API"), shaped for `urlFromQueryKey`: the API path,
// then a plain object for the query string.

export type ContactMessagesFilter = { filter: ContactMessageFilter; page: number };

export const contactKeys = {
  adminAll: () => ['/api/admin/messages'] as const,
  adminList: ({ filter, page }: ContactMessagesFilter) => ['/api/admin/messages', { filter, page }] as const,
};
