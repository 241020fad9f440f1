import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The overseas suppliers staff source requested parts from (docs/product.md §3). Business-internal: only
 * admins read or write them (docs/choices.md #1). List fields are text arrays so a filter can test membership
 * without a join; a rating of 4.3 is stored as 43 so 0.1 steps are exact.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    /** Staff address a supplier by its name (the URL of PUT/DELETE), so two may not differ only in case. */
    name: text('name').notNull(),
    website: text('website').notNull(),
    location: text('location').notNull().default(''),
    country: text('country').notNull(),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactWhatsapp: text('contact_whatsapp').notNull().default(''),
    shipsWorldwide: boolean('ships_worldwide').notNull().default(false),
    shippingMethods: text('shipping_methods').array().notNull().default(sql`'{}'::text[]`),
    estimatedDays: text('estimated_days').notNull().default(''),
    paymentMethods: text('payment_methods').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** 10-50: a rating of 4.3 is 43 (docs/product.md §5: 1 to 5 in steps of 0.1; default 4). */
    ratingTenths: integer('rating_tenths').notNull().default(40),
    verified: boolean('verified').notNull().default(true),
    partType: text('part_type', { enum: ['auto', 'phone', 'both'] }).notNull(),
    brands: text('brands').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_name_lower_idx').on(sql`lower(${t.name})`),
    check('suppliers_rating_check', sql`${t.ratingTenths} between 10 and 50`),
    check('suppliers_part_type_check', sql`${t.partType} in ('auto', 'phone', 'both')`),
    index('suppliers_country_idx').on(t.country),
  ],
);
