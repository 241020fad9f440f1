import { ImageWithFallback } from '@web/components/commerce/image-with-fallback';

/** Our own stand-in (docs/choices.md #21: no outside hosts), served by the app like the product illustrations. */
export const PRODUCT_PLACEHOLDER_URL = '/images/shop/placeholder.svg';

/** A shop product's image: a broken one is replaced by our placeholder, and if even that fails, by an icon (docs/product.md §2, §8). */
export function ProductImage(props: { src: string; alt: string; className?: string; eager?: boolean }) {
  return <ImageWithFallback {...props} fallbackSrc={PRODUCT_PLACEHOLDER_URL} />;
}
