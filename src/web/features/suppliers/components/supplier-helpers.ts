import type { Supplier } from '@shared/schemas/suppliers';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';

/** docs/product.md §8: a failed supplier action names what failed; the server's message (when any) says why. */
export function toastSupplierError(error: unknown, title: string): void {
  const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : getServerMessage(error);
  toast({ variant: 'destructive', title, description: message });
}

/** "4.5" → "4.5 / 5", always with one decimal so a column of ratings lines up. */
export function ratingText(rating: number): string {
  return `${rating.toFixed(1)} / 5`;
}

/** The site's host for display ("https://kanto-auto.example.com/" → "kanto-auto.example.com"). */
export function siteHost(website: string): string {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
}

export type SupplierAction = 'edit' | 'delete' | 'attach';
export type OnSupplierAction = (action: SupplierAction, supplier: Supplier, opener: HTMLElement) => void;
