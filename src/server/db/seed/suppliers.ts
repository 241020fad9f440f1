import type { Db } from '../client';
import { suppliers } from '../schema';
import { SUPPLIER_SEED } from './suppliers-data';

/** The demo suppliers. Names are unique; a name already there (added by staff) is left alone. */
export async function seedSuppliers(db: Db): Promise<void> {
  await db
    .insert(suppliers)
    .values(
      SUPPLIER_SEED.map((s) => ({
        name: s.name,
        website: `https://${s.slug}.example.com`,
        location: s.location,
        country: s.country,
        specialties: s.specialties,
        description: s.description,
        contactEmail: `sales@${s.slug}.example.com`,
        contactPhone: s.phone,
        contactWhatsapp: s.phone,
        shipsWorldwide: s.shipsWorldwide,
        shippingMethods: s.shippingMethods,
        estimatedDays: s.estimatedDays,
        paymentMethods: s.paymentMethods,
        languages: s.languages,
        ratingTenths: Math.round(s.rating * 10),
        verified: s.verified,
        partType: s.partType,
        brands: s.brands,
      })),
    )
    .onConflictDoNothing();
}
