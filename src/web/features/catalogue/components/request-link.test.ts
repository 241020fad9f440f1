import { describe, expect, it } from 'vitest';
import type { PartDetail } from '@shared/schemas/catalogue';
import type { GarageVehicle } from '@shared/schemas/garage';
import { requestHrefFor } from './request-link';

const part: PartDetail = {
  id: 42,
  title: 'Thermostat — Toyota Corolla NZE141 2012-2015',
  price: 24.5,
  originalPrice: null,
  imageUrl: '/images/parts/cooling.svg',
  condition: 'new',
  brand: 'Denso',
  rating: 4.5,
  reviewCount: 10,
  marketplace: 'ebay',
  shippingDays: '7-14',
  inStock: true,
  categoryId: 1,
  categoryName: 'Cooling & Radiators',
  categorySlug: 'cooling',
  makeId: 1,
  modelId: 10,
  yearId: null,
  fitChassis: [],
  usShipping: 0,
  description: '',
  partNumber: '90916-03129',
  oemNumbers: [],
  universal: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  delivered: null,
  landedCost: null,
  interchangeNumbers: [],
  images: [],
  noLongerSold: false,
  fitment: [
    { makeId: 1, make: 'Toyota', modelId: 10, model: 'Corolla', chassisCodes: ['NZE141'], yearFrom: 2012, yearTo: 2015 },
    { makeId: 1, make: 'Toyota', modelId: 11, model: 'Corolla Axio', chassisCodes: ['NZE141'], yearFrom: 2012, yearTo: 2015 },
  ],
};

const axio = (year: number | null): GarageVehicle => ({ id: 'g1', makeId: 1, makeName: 'Toyota', modelId: 11, modelName: 'Corolla Axio', year, chassisCode: null });
const params = (href: string) => Object.fromEntries(new URL(href, 'https://shop.example').searchParams);

describe('requestHrefFor', () => {
  it('carries the part and a link back to its listing, and no budget: the listing’s price is not the customer’s', () => {
    const sent = params(requestHrefFor(part));
    expect(sent).toMatchObject({
      partName: part.title,
      partType: 'auto',
      brand: 'Denso',
      partNumber: '90916-03129',
      listing: '/part/42',
    });
    expect(sent).not.toHaveProperty('budget');
  });

  it('is for the My Garage vehicle when the part fits it, with its year', () => {
    expect(params(requestHrefFor(part, axio(2013)))).toMatchObject({ make: 'Toyota', model: 'Corolla Axio', year: '2013' });
  });

  it('carries the My Garage vehicle\'s chassis code when it has one', () => {
    const href = new URL(requestHrefFor(part, { ...axio(2013), chassisCode: 'NZE141' }), 'http://x');
    expect(href.searchParams.get('chassis')).toBe('NZE141');
    expect(new URL(requestHrefFor(part, axio(2013)), 'http://x').searchParams.get('chassis')).toBeNull();
  });

  it('falls back to the first fitment, without a year it cannot know, when the chosen vehicle does not fit', () => {
    const p = params(requestHrefFor(part, axio(2019)));
    expect(p).toMatchObject({ make: 'Toyota', model: 'Corolla' });
    expect(p.year).toBeUndefined();
  });
});
