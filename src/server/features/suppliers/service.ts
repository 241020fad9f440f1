import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type {
  Supplier,
  SupplierAnalytics,
  SupplierInput,
  SupplierList,
  SupplierListQuery,
} from '../../../shared/schemas/suppliers';
import * as repo from './repository';

export const SUPPLIER_NOT_FOUND = 'Supplier not found';
/** Words beyond this add nothing a person means to search for, only work for the database. */
const MAX_SEARCH_WORDS = 8;

const duplicate = (name: string) => {
  const message = `A supplier named "${name}" already exists`;
  return new AppError('conflict', message, [{ path: 'name', message }]);
};

export function toSupplier(row: repo.SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    location: row.location,
    country: row.country,
    specialties: row.specialties,
    description: row.description,
    contactInfo: { email: row.contactEmail, phone: row.contactPhone, whatsapp: row.contactWhatsapp },
    shippingInfo: { shipsWorldwide: row.shipsWorldwide, shippingMethods: row.shippingMethods, estimatedDays: row.estimatedDays },
    paymentMethods: row.paymentMethods,
    languages: row.languages,
    rating: row.ratingTenths / 10,
    verified: row.verified,
    partType: row.partType,
    brands: row.brands,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API's nested shape → the table's flat columns; the rating in tenths so 0.1 steps stay exact. */
export function toRow(input: SupplierInput): Omit<repo.NewSupplierRow, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    name: input.name,
    website: input.website,
    location: input.location,
    country: input.country,
    specialties: input.specialties,
    description: input.description,
    contactEmail: input.contactInfo.email,
    contactPhone: input.contactInfo.phone,
    contactWhatsapp: input.contactInfo.whatsapp,
    shipsWorldwide: input.shippingInfo.shipsWorldwide,
    shippingMethods: input.shippingInfo.shippingMethods,
    estimatedDays: input.shippingInfo.estimatedDays,
    paymentMethods: input.paymentMethods,
    languages: input.languages,
    ratingTenths: Math.round(input.rating * 10),
    verified: input.verified,
    partType: input.partType,
    brands: input.brands,
  };
}

export function createSupplierService(deps: { db: Db }) {
  const { db } = deps;

  async function found(name: string): Promise<repo.SupplierRow> {
    const row = await repo.findByName(db, name);
    if (!row) throw new AppError('not_found', SUPPLIER_NOT_FOUND);
    return row;
  }

  /** The unique index decides between two staff adding the same name at once; this turns it into a 409. */
  async function uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (repo.isUniqueViolation(err, repo.NAME_CONSTRAINT)) throw duplicate(name);
      throw err;
    }
  }

  return {
    async list(query: SupplierListQuery): Promise<SupplierList> {
      const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
      const [rows, all] = await Promise.all([
        repo.listSuppliers(db, {
          words,
          country: query.country,
          partType: query.partType,
          shipsWorldwide: query.shipsWorldwide,
          verified: query.verified,
          minRatingTenths: query.minRating ? Math.round(query.minRating * 10) : undefined,
          brand: query.brand || undefined,
          specialty: query.specialty || undefined,
          sort: query.sort,
        }),
        repo.totals(db),
      ]);
      return { suppliers: rows.map(toSupplier), total: rows.length, unfilteredTotal: all.total };
    },

    async analytics(): Promise<SupplierAnalytics> {
      const [t, countries, types] = await Promise.all([repo.totals(db), repo.countByCountry(db), repo.countByPartType(db)]);
      const byPartType = { auto: 0, phone: 0, both: 0 };
      for (const { key, n } of types) byPartType[key] = n;
      return {
        totalSuppliers: t.total,
        // One decimal, like the ratings it averages; 0 when there is no supplier yet.
        averageRating: t.total === 0 ? 0 : Math.round(t.ratingTenthsSum / t.total) / 10,
        verifiedCount: t.verified,
        byCountry: Object.fromEntries(countries.map(({ key, n }) => [key, n])),
        byPartType,
      };
    },

    async create(input: SupplierInput): Promise<Supplier> {
      if (await repo.findByName(db, input.name)) throw duplicate(input.name);
      return toSupplier(await uniquely(input.name, () => repo.insertSupplier(db, toRow(input))));
    },

    /** Every field is replaced (the dialog sends the whole supplier); the name may change if it stays unique. */
    async update(name: string, input: SupplierInput): Promise<Supplier> {
      const current = await found(name);
      const clash = await repo.findByName(db, input.name);
      if (clash && clash.id !== current.id) throw duplicate(input.name);
      const row = await uniquely(input.name, () => repo.updateSupplier(db, current.id, toRow(input)));
      if (!row) throw new AppError('not_found', SUPPLIER_NOT_FOUND);
      return toSupplier(row);
    },

    /** Requests it was attached to keep going; the reference is cleared by the foreign key (ON DELETE SET NULL). */
    async remove(name: string): Promise<{ message: string }> {
      const current = await found(name);
      if (!(await repo.deleteSupplier(db, current.id))) throw new AppError('not_found', SUPPLIER_NOT_FOUND);
      return { message: 'Supplier deleted successfully' };
    },
  };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
