// Query keys of the messaging feature (docs/architecture.md, "One way to the API"), shaped for `urlFromQueryKey`: the API path,
// then path segments, then a plain object for the query string. A conversation's key sits under its
// request's or order's own key, so what refreshes the record (a status change that sent a message)
// refreshes its conversation too.

/** The record a conversation belongs to, named as its staff routes name it. */
export type ConversationOf = { kind: 'request'; id: string } | { kind: 'order'; orderNumber: string };

export type RepliesFilter = { unread: boolean; page: number };

export const messagingKeys = {
  conversation: (of: ConversationOf) =>
    of.kind === 'request' ? (['/api/admin/part-requests', of.id, 'conversation'] as const) : (['/api/admin/orders', of.orderNumber, 'conversation'] as const),
  /** Every key below: the inbox's pages and the unread count. */
  replies: () => ['/api/admin/replies'] as const,
  inbox: ({ unread, page }: RepliesFilter) => ['/api/admin/replies', { unread: unread ? 'true' : undefined, page }] as const,
  unread: () => ['/api/admin/replies', 'unread'] as const,
};
