import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApplyStockImageRequest, ApplyStockImageResponse, StockSearchResponse } from '@shared/schemas/images';
import { apiRequest } from '@web/lib/api-client';

/** `GET /api/images/stock-search/:productId`: gallery images and shop illustrations that fit a product. */
export function useStockImages(productId: number | undefined) {
  return useQuery<StockSearchResponse>({ queryKey: ['/api/images/stock-search', productId ?? 0], enabled: productId !== undefined });
}

/** `POST /api/images/apply-stock-image`: makes one of our images the product's picture. */
export const applyStockImage = (body: ApplyStockImageRequest) => apiRequest<ApplyStockImageResponse>('POST', '/api/images/apply-stock-image', body);

export function useApplyStockImage() {
  return useMutation({ mutationFn: applyStockImage });
}
