import type { StoreInfo } from '@shared/schemas/store';

/**
 * schema.org objects (JSON-LD) for what the store's pages show, so a search engine can list a part with
 * its price and stock, and the shop with its address and hours. Pages send them with useStructuredData
 * (lib/page-head.tsx).
 */

const CONTEXT = 'https://schema.org';

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: Crumb[], origin: string) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}

export type OfferFacts = {
  name: string;
  path: string;
  image: string;
  description?: string;
  sku?: string;
  brand?: string;
  category?: string;
  price: number;
  currency: 'USD' | 'JMD';
  inStock: boolean;
  condition?: 'new' | 'used' | 'refurbished';
  rating?: { value: number; count: number };
};

const CONDITIONS = { new: 'NewCondition', used: 'UsedCondition', refurbished: 'RefurbishedCondition' } as const;

export function product(facts: OfferFacts, origin: string) {
  const url = `${origin}${facts.path}`;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: facts.name,
    url,
    image: [new URL(facts.image, origin).toString()],
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.sku ? { sku: facts.sku, mpn: facts.sku } : {}),
    ...(facts.brand ? { brand: { '@type': 'Brand', name: facts.brand } } : {}),
    ...(facts.category ? { category: facts.category } : {}),
    ...(facts.rating && facts.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: facts.rating.value, reviewCount: facts.rating.count } }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: facts.price.toFixed(2),
      priceCurrency: facts.currency,
      availability: `${CONTEXT}/${facts.inStock ? 'InStock' : 'OutOfStock'}`,
      ...(facts.condition ? { itemCondition: `${CONTEXT}/${CONDITIONS[facts.condition]}` } : {}),
    },
  };
}

/** A list of products, as the shop's first screen shows them: each a Product with its offer. */
export function productList(items: OfferFacts[], origin: string) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((facts, i) => {
      const { '@context': _context, ...item } = product(facts, origin);
      return { '@type': 'ListItem', position: i + 1, item };
    }),
  };
}

const DAYS: Record<string, string> = { mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa', sun: 'Su' };

function clock(text: string): string | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]) % 12;
  if (m[3]!.toLowerCase() === 'pm') hour += 12;
  return `${String(hour).padStart(2, '0')}:${m[2] ?? '00'}`;
}

/**
 * The store's hours as written on the site ("Mon-Fri 9AM-6PM, Sat 10AM-4PM, Sun closed") in schema.org's
 * openingHours form (["Mo-Fr 09:00-18:00", "Sa 10:00-16:00"]). Parts it cannot read are left out; closed
 * days are simply not listed.
 */
export function openingHours(hours: string): string[] {
  const result: string[] = [];
  for (const part of hours.split(',')) {
    const m = /^\s*([a-z]{3})(?:\s*-\s*([a-z]{3}))?\s+(\S+?)\s*-\s*(\S+)\s*$/i.exec(part);
    if (!m) continue;
    const from = DAYS[m[1]!.toLowerCase()];
    const to = m[2] ? DAYS[m[2].toLowerCase()] : undefined;
    const open = clock(m[3]!);
    const close = clock(m[4]!);
    if (!from || (m[2] && !to) || !open || !close) continue;
    result.push(`${from}${to ? `-${to}` : ''} ${open}-${close}`);
  }
  return result;
}

/** The Kingston shop as a local business: name, address, telephone, hours. */
export function localBusiness(store: StoreInfo, origin: string) {
  const parts = store.address.split(',').map((p) => p.trim()).filter(Boolean);
  const country = parts.at(-1)?.toLowerCase() === 'jamaica' ? parts.pop() : undefined;
  const locality = parts.length > 1 ? parts.pop() : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'AutoPartsStore',
    name: store.name,
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    image: `${origin}/logo.svg`,
    telephone: store.phone,
    email: store.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: parts.join(', '),
      ...(locality ? { addressLocality: locality } : {}),
      addressCountry: country ? 'JM' : undefined,
    },
    openingHours: openingHours(store.hours),
    currenciesAccepted: 'JMD',
  };
}
