import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { vehicleModels } from './catalogue';
import { users } from './users';

/** A signed-in customer's saved vehicles ("My Garage"). Guests keep theirs in browser storage. */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    year: integer('year'),
    chassisCode: text('chassis_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('garage_vehicles_user_idx').on(t.userId),
    // Saving the same vehicle twice (a guest's garage merged on sign-in, a double tap) keeps one row.
    uniqueIndex('garage_vehicles_unique_idx').on(t.userId, t.modelId, sql`coalesce(${t.year}, 0)`, sql`coalesce(${t.chassisCode}, '')`),
  ],
);
