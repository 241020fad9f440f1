import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';

/** docs/product.md §8: the screen's failure title, with the server's reason (or the network message) beneath it. */
export function toastFailure(error: unknown, title: string): void {
  const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : getServerMessage(error);
  toast({ variant: 'destructive', title, description: message });
}
