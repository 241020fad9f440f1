import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers';
import { users } from './users';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    type: text('type', { enum: ['auto', 'phone'] }).notNull(),
    description: text('description'),
  },
  (t) => [check('categories_type_check', sql`${t.type} in ('auto', 'phone')`)],
);

/** A tsvector column (drizzle has no built-in type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Vehicle makes and models: Jamaican roads are mostly used Japanese imports, known by chassis code. */
export const vehicleMakes = pgTable('vehicle_makes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    /** Other names the model is sold or listed under ("Jazz" for the Fit): a price list's model column may use them. */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('vehicle_models_make_slug_idx').on(t.makeId, t.slug),
    check('vehicle_models_years_check', sql`${t.yearFrom} <= ${t.yearTo}`),
  ],
);

/**
 * A model's chassis codes (NZE141, GE6): how most buyers on the island name their car. A code names one
 * generation, built in its own years (an NZE141 Axio is a 2006-2012 car, an NZE161 a 2012-2020 one), so
 * a search by chassis code asks for the model in those years only.
 */
export const vehicleChassis = pgTable(
  'vehicle_chassis',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    /** Upper-case. */
    code: text('code').notNull(),
    /** Where the code stands in the model's list, as the shop names them (the first is the best known). */
    position: integer('position').notNull(),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    /** Other spellings of the same code, normalised (a variant suffix dealers drop): typed, they mean this code. */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.code] }),
    index('vehicle_chassis_code_idx').on(t.code),
    check('vehicle_chassis_years_check', sql`${t.yearFrom} <= ${t.yearTo}`),
  ],
);

/** What a vehicle search matches (parts_vehicle_keys_idx): the part's fit keys, and `u` when it is universal. */
export const vehicleKeysOf = (universal: AnyPgColumn, fitKeys: AnyPgColumn) =>
  sql`(case when ${universal} then ${fitKeys} || '{u}'::text[] else ${fitKeys} end)`;

/**
 * Catalogue parts. Money in cents (docs/choices.md #7). `search_doc` is generated from the title and brand
 * (weight A), the denormalised category name (B) and the description (C), so full-text search reads a
 * stored, GIN-indexed vector instead of computing to_tsvector per row at query time.
 */
export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** What the part is, whoever makes it ("brake-pads", "oil-filter"): similar parts are parts of the same kind. */
    kind: text('kind'),
    partNumber: text('part_number').notNull(),
    /** Upper-case letters and digits only: "0 986 494 123" and "0986-494-123" are both 0986494123. */
    partNumberNorm: text('part_number_norm').notNull(),
    oemNumbers: text('oem_numbers').array().notNull().default(sql`'{}'::text[]`),
    /** The OEM numbers normalised like part_number_norm, space-joined (one token each). */
    oemNorm: text('oem_norm').notNull().default(''),
    brand: text('brand').notNull().default('Unknown'),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Copy of categories.name, so the generated search document can weigh it (categories rarely rename). */
    categoryName: text('category_name').notNull(),
    condition: text('condition', { enum: ['new', 'used', 'refurbished'] }).notNull(),
    marketplace: text('marketplace', { enum: ['ebay', 'amazon', 'local', 'supplier'] }).notNull(),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    /** The seller's shipping to our Miami address, in US cents (0: free). */
    usShippingCents: integer('us_shipping_cents').notNull().default(0),
    /** Shipping weight (the kind's typical one for the demo parts); freight Miami → Kingston is charged per pound. */
    weightGrams: integer('weight_grams'),
    /** 0-50: a rating of 4.3 is 43. */
    ratingTenths: integer('rating_tenths').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    shippingDays: text('shipping_days').notNull().default('7-14 days'),
    inStock: boolean('in_stock').notNull().default(true),
    imageUrl: text('image_url').notNull(),
    /** Every photo, the first being image_url; none: image_url is the category's illustration. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** True when the part has no fitment rows (fits most vehicles); kept by whoever writes fitment. */
    universal: boolean('universal').notNull().default(false),
    /** Why a part with no fitment rows fits any vehicle: staff must say (docs/catalogue-data.md). */
    universalReason: text('universal_reason'),
    /** The supplier whose price list the part came from; with sku, how an import finds it again. */
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    sku: text('sku'),
    /** The eBay or Amazon listing staff buy it from. */
    listingUrl: text('listing_url'),
    /** Other makers' numbers this part replaces or is sold as; searched with the OEM numbers (oem_norm). */
    interchangeNumbers: text('interchange_numbers').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Set when staff retire the part: it leaves every search (the search indexes hold live parts only,
     * `where retired_at is null`), and its page says it is no longer sold; orders naming it keep the row.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    retiredReason: text('retired_reason'),
    /**
     * The part's fitment as searchable keys, sorted: `m<model>` and `m<model>:<year>` for each fitment row
     * and year, `y<year>` for each year. Kept from part_fitments by a trigger (drizzle/0029_fit_keys.sql);
     * the seed writes them with the part. A vehicle search is then one GIN probe ANDed with the words'.
     */
    fitKeys: text('fit_keys').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchDoc: tsvector('search_doc')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(brand, '')), 'A') || setweight(to_tsvector('english', coalesce(category_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
      ),
  },
  (t) => [
    check('parts_condition_check', sql`${t.condition} in ('new', 'used', 'refurbished')`),
    check('parts_marketplace_check', sql`${t.marketplace} in ('ebay', 'amazon', 'local', 'supplier')`),
    check('parts_price_check', sql`${t.priceCents} >= 0 and coalesce(${t.originalPriceCents}, 0) >= 0`),
    check('parts_rating_check', sql`${t.ratingTenths} between 0 and 50`),
    index('parts_search_doc_idx').using('gin', t.searchDoc).where(sql`${t.retiredAt} is null`),
    index('parts_part_number_norm_idx').on(t.partNumberNorm.op('text_pattern_ops')).where(sql`${t.retiredAt} is null`),
    index('parts_oem_norm_idx').using('gin', sql`to_tsvector('simple', ${t.oemNorm})`).where(sql`${t.retiredAt} is null`),
    index('parts_price_idx').on(t.priceCents, t.id).where(sql`${t.retiredAt} is null`),
    index('parts_rating_idx').on(t.ratingTenths, t.reviewCount, t.id).where(sql`${t.retiredAt} is null`),
    index('parts_created_at_idx').on(t.createdAt, t.id).where(sql`${t.retiredAt} is null`),
    // The brand filter, with what the counts read and the stock filter after it: a brand's parts are counted
    // from this index alone (PostgreSQL, 100,000 parts, Bosch in stock: 22 → 2 ms; the facets index has the
    // brand fourth, so it was read whole).
    index('parts_brand_facets_idx').on(sql`lower(${t.brand})`, t.inStock, t.marketplace, t.condition, t.categoryId, t.brand).where(sql`${t.retiredAt} is null`),
    // A filter with the sort's column after it: a category's newest or cheapest parts, and a deep page of
    // them, are read from the index in order instead of scanning the sort index and filtering (bench/README.md).
    index('parts_category_idx').on(t.categoryId, t.createdAt, t.id).where(sql`${t.retiredAt} is null`),
    index('parts_category_price_idx').on(t.categoryId, t.priceCents, t.id).where(sql`${t.retiredAt} is null`),
    index('parts_condition_idx').on(t.condition, t.priceCents, t.id).where(sql`${t.retiredAt} is null`),
    // Every column the search's counts read (countParts) and the filters test, so a search without words is
    // counted from this index alone (PostgreSQL, 100,000 parts, "used" on eBay: 34 → 9 ms). Drizzle has no
    // INCLUDE, so all are keys; the first also serves the marketplace filter the old one-column index did.
    index('parts_facets_idx').on(t.marketplace, t.condition, t.categoryId, t.brand, t.priceCents, t.inStock, t.universal, t.id).where(sql`${t.retiredAt} is null`),
    // The universal parts, with the columns counts read: every vehicle search matches them, so its count reads
    // them from this index alone and only the parts fitted to the vehicle from the table (countParts; PostgreSQL,
    // 100,000 parts, a 2015 Probox: 13 → 5 ms for the rows counted).
    index('parts_universal_facets_idx')
      .on(t.marketplace, t.condition, t.categoryId, t.brand, t.priceCents, t.inStock, t.id)
      .where(sql`${t.universal} and ${t.retiredAt} is null`),
    index('parts_kind_idx').on(t.kind, t.id).where(sql`${t.retiredAt} is null`),
    // A universal part fits every vehicle: its keys count as holding `u`, which every vehicle search asks for.
    uniqueIndex('parts_supplier_sku_idx').on(t.supplierId, sql`upper(${t.sku})`),
    index('parts_vehicle_keys_idx').using('gin', vehicleKeysOf(t.universal, t.fitKeys)).where(sql`${t.retiredAt} is null`),
  ],
);

/**
 * What staff did to a part, and what it changed (field, old and new value as text): a price or a status is
 * corrected by a new edit, never by rewriting this history.
 */
export const partEvents = pgTable(
  'part_events',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['created', 'edited', 'retired', 'restored'] }).notNull(),
    changes: jsonb('changes').$type<{ field: string; from: string; to: string }[]>().notNull().default(sql`'[]'::jsonb`),
    note: text('note'),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    staffLabel: text('staff_label').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('part_events_part_idx').on(t.partId, t.at),
    check('part_events_action_check', sql`${t.action} in ('created', 'edited', 'retired', 'restored')`),
  ],
);

/** A part fits many make/model/year ranges; a part with none is universal. */
export const partFitments = pgTable(
  'part_fitments',
  {
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.modelId, t.yearFrom] }),
    index('part_fitments_model_years_idx').on(t.modelId, t.yearFrom, t.yearTo),
    check('part_fitments_years_check', sql`${t.yearFrom} <= ${t.yearTo}`),
  ],
);

/**
 * The words of titles, brands and category names (a few thousand rows at most). Typo correction looks
 * a misspelt query word up here by trigram similarity, never in the parts table.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    /** How many parts use it: the tie-breaker between equally similar corrections. */
    frequency: integer('frequency').notNull().default(0),
  },
  (t) => [index('search_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * Pairs of neighbouring words in part titles ("brake pads", "corolla axio") with how many parts have
 * them: the search box finishes a second word from here, so it offers phrases parts really use.
 */
export const searchPhrases = pgTable('search_phrases', {
  phrase: text('phrase').primaryKey(),
  frequency: integer('frequency').notNull().default(0),
});

/**
 * One row whose number goes up with every statement that changes what a catalogue search answers
 * (parts, fitment, categories, vehicles, the search words, the landed-cost rates): triggers written in
 * drizzle/0028_catalogue_version.sql. The search cache keeps an answer only under the number it was
 * worked out at (features/catalogue/search-cache.ts), so every server sees a change at its commit.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A supplier's price list brought in (docs/catalogue-import.md): checked first (a dry run whose rows say
 * what each would do), then applied by a job a batch at a time, cancellable, and undone from what its rows
 * kept of each part before.
 */
export const partImports = pgTable(
  'part_imports',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['checked', 'applying', 'applied', 'cancelled', 'undoing', 'undone'] }).notNull().default('checked'),
    retireMissing: boolean('retire_missing').notNull().default(false),
    /** What the dry run found: new, changed, unchanged, refused, warnings and (with retireMissing) toRetire. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    /** Our field → the file's column it was read from; the file's columns no field was read from. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    unusedColumns: text('unused_columns').array().notNull().default(sql`'{}'::text[]`),
    totalRows: integer('total_rows').notNull(),
    doneRows: integer('done_rows').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When applying began: a dry run checked before another import of the supplier began applying compared against parts that have changed since. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    check('part_imports_status_check', sql`${t.status} in ('checked', 'applying', 'applied', 'cancelled', 'undoing', 'undone')`),
    index('part_imports_supplier_idx').on(t.supplierId, t.id),
  ],
);

/**
 * One part of an import: the rows of the file that give it (one per fitment, or one), what the dry run
 * said it would do, its checked values, and once applied the part it wrote and the part as it was before.
 */
export const partImportRows = pgTable(
  'part_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => partImports.id, { onDelete: 'cascade' }),
    /** The file's row number (the header is row 1) of the first row giving this part. */
    rowNumber: integer('row_number').notNull(),
    outcome: text('outcome', { enum: ['new', 'changed', 'unchanged', 'refused', 'retire'] }).notNull(),
    sku: text('sku'),
    title: text('title'),
    /** The checked values (CataloguePartValues); null when refused. */
    values: jsonb('values'),
    /** Refused: each column and why. Warnings: what was taken but is worth a look. */
    issues: jsonb('issues').$type<{ column: string; message: string }[]>().notNull().default(sql`'[]'::jsonb`),
    warnings: jsonb('warnings').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The existing part it changes (or retires); the new part once applied. */
    partId: integer('part_id').references(() => parts.id, { onDelete: 'set null' }),
    /** changed: each field's old and new value, as the dry run shows it. */
    changes: jsonb('changes').$type<{ field: string; from: string; to: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** The part's columns and fitment before the import wrote it: what undo writes back. */
    before: jsonb('before'),
    applied: boolean('applied').notNull().default(false),
    /** Photo links on other sites the row gave, fetched into the gallery after the import is applied. */
    photoUrls: text('photo_urls').array().notNull().default(sql`'{}'::text[]`),
    /** When those links were fetched: each once, whatever came of it (a failure is added to warnings). */
    photosFetchedAt: timestamp('photos_fetched_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    index('part_import_rows_outcome_idx').on(t.importId, t.outcome, t.rowNumber),
  ],
);

/** The column of a supplier's price list that holds each of our fields, remembered from its last import. */
export const supplierImportMappings = pgTable('supplier_import_mappings', {
  supplierId: integer('supplier_id')
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  columns: jsonb('columns').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which parts each catalogue version changed (drizzle/0044_catalogue_part_changes.sql): written by the
 * triggers that advance the version, read by each server's memory index to apply a change to itself
 * instead of being rebuilt (docs/decisions/026-catalogue-index-in-memory.md). `part_id` null: a change to
 * categories or vehicles, which the index takes in by a rebuild.
 */
export const cataloguePartChanges = pgTable(
  'catalogue_part_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    partId: integer('part_id'),
  },
  (t) => [index('catalogue_part_changes_version_idx').on(t.version)],
);
