import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessageList } from '@shared/schemas/contact';
import { contactKeys, type ContactMessagesFilter } from './keys';

/** `GET /api/admin/messages?filter=&page=` (20 a page, newest first, with the unread count). */
export const contactMessagesQueryOptions = (filter: ContactMessagesFilter) =>
  queryOptions<ContactMessageList>({ queryKey: contactKeys.adminList(filter) });

export function useContactMessages(filter: ContactMessagesFilter) {
  return useQuery({ ...contactMessagesQueryOptions(filter), placeholderData: keepPreviousData });
}
