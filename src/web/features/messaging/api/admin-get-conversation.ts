import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@shared/schemas/messaging';
import { messagingKeys, type ConversationOf } from './keys';

/**
 * `GET /api/admin/part-requests/{id}/conversation` or `/api/admin/orders/{ORD-…}/conversation`: the
 * WhatsApp and SMS updates with their states, the e-mails and the customer's replies. Reading it marks nothing read.
 */
export const conversationQueryOptions = (of: ConversationOf) => queryOptions<Conversation>({ queryKey: messagingKeys.conversation(of) });

export function useConversation(of: ConversationOf) {
  return useQuery(conversationQueryOptions(of));
}
