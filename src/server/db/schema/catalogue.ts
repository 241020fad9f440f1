import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text } from 'drizzle-orm/pg-core';

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
