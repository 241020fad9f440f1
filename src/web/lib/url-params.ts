// Reading page state from a URL's query and writing it back, shared by the customer lists (the
// catalogue's search, the shop) and the staff lists. A value the page cannot use (a typed-in `page=0`,
// an unknown status) is dropped rather than breaking the page: the rest of the link still works.

/** A page number from the URL: a whole number from 1, else 1. */
export function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** `value` when it is one of `values`, else undefined. */
export function readOneOf<T extends string>(value: string | null | undefined, values: readonly T[]): T | undefined {
  return (values as readonly (string | null | undefined)[]).includes(value) ? (value as T) : undefined;
}

/** Typed readers over one query; each answers undefined for a missing or unusable value. */
export function paramReader(params: URLSearchParams) {
  const trimmed = (key: string) => params.get(key)?.trim();
  /** An amount with at most two decimals, from 0 to `max`. */
  const amount = (key: string, max: number): number | undefined => {
    const value = trimmed(key);
    const digits = String(Math.floor(max)).length;
    if (!value || !new RegExp(`^\\d{1,${digits}}(\\.\\d{1,2})?$`).test(value)) return undefined;
    const n = Number(value);
    return n <= max ? n : undefined;
  };
  return {
    /** Text of at most `max` characters, trimmed. */
    text(key: string, max: number): string | undefined {
      const value = trimmed(key);
      return value && value.length <= max ? value : undefined;
    },
    /** A whole number from `min` to `max`. */
    whole(key: string, min: number, max: number): number | undefined {
      const value = trimmed(key);
      if (!value || !/^\d{1,10}$/.test(value)) return undefined;
      const n = Number(value);
      return n >= min && n <= max ? n : undefined;
    },
    amount,
    /** The one of `values` the key names. */
    oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
      return readOneOf(params.get(key), values);
    },
    /** True only for `key=true`. */
    flag(key: string): boolean {
      return params.get(key) === 'true';
    },
    /** `minPrice` and `maxPrice` up to `max`; a minimum above the maximum is dropped. */
    priceRange(max: number): { minPrice: number | undefined; maxPrice: number | undefined } {
      const minPrice = amount('minPrice', max);
      const maxPrice = amount('maxPrice', max);
      return { minPrice: minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? undefined : minPrice, maxPrice };
    },
  };
}

/**
 * A query from `entries` in their order, leaving out what is undefined, empty or false (so a default
 * left as undefined keeps links short); true is written `true`.
 */
export function writeParams(entries: Record<string, string | number | boolean | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  return params;
}

/** `page` for writeParams: left out on page 1. */
export function pageParam(page: number | undefined): number | undefined {
  return page !== undefined && page > 1 ? page : undefined;
}
