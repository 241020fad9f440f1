import { useUnreadReplies } from '../../api/get-unread-replies';
import { UnreadRepliesPill } from '../unread-replies-pill';

/** The unread replies' pill for a staff screen (the staff home's "Customer replies" link): nothing when none. */
export function UnreadRepliesCount() {
  return <UnreadRepliesPill count={useUnreadReplies(true).data?.count} />;
}
