import type { InventoryProduct } from '@shared/schemas/shop';

/** A shop product for unit tests: a Samsung screen in stock, with `over` on top. */
export function testInventoryProduct(over: Partial<InventoryProduct> = {}): InventoryProduct {
  return {
    id: 1,
    sku: 'SKU',
    name: 'Part',
    description: '',
    category: 'Phone Parts',
    categoryId: 1,
    categoryName: 'Screens',
    categorySlug: 'phone-screens',
    brand: 'Samsung',
    model: '',
    price: 1000,
    originalPrice: null,
    currency: 'JMD',
    imageUrl: '/images/shop/phone-screens.svg',
    images: [],
    inStock: true,
    stockCount: 3,
    rating: 4,
    reviewCount: 1,
    compatibility: [],
    condition: 'new',
    location: 'Kingston',
    sellerName: 'Yaad Parts',
    sellerRating: 4.8,
    sellerPhone: '+1 (876) 555-0142',
    sellerAddress: 'Kingston',
    ...over,
  };
}
