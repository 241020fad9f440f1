import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';

/** docs/product.md §8: a failed staff action names what failed; the server's message (when any) says why. */
export function toastCatalogueError(error: unknown, title: string): void {
  const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : getServerMessage(error);
  toast({ variant: 'destructive', title, description: message });
}
