import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';

/** A failure toast with the server's own message when it sent one (docs/product.md §8 titles). */
export function toastImageError(error: unknown, title: string): void {
  const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : getServerMessage(error);
  toast({ variant: 'destructive', title, description: message });
}
