import { POPULAR_CATEGORIES } from '../../../shared/constants';
import type { Db } from '../client';
import { categories } from '../schema';

export const AUTO_CATEGORIES = [
  ...POPULAR_CATEGORIES,
  { slug: 'cooling', name: 'Cooling & Radiators' },
  { slug: 'filters', name: 'Filters' },
  { slug: 'lighting', name: 'Lighting' },
  { slug: 'transmission', name: 'Transmission & Drivetrain' },
];

const PHONE_CATEGORIES = [
  { slug: 'phone-screens', name: 'Screens' },
  { slug: 'phone-batteries', name: 'Batteries' },
  { slug: 'phone-cameras', name: 'Cameras' },
  { slug: 'phone-charging-ports', name: 'Charging Ports' },
  { slug: 'phone-back-covers', name: 'Back Covers' },
  { slug: 'phone-accessories', name: 'Accessories' },
];

export async function seedCategories(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values([
      ...AUTO_CATEGORIES.map((c) => ({ ...c, type: 'auto' as const })),
      ...PHONE_CATEGORIES.map((c) => ({ ...c, type: 'phone' as const })),
    ])
    .onConflictDoNothing();
}
