import { describe, expect, it } from 'vitest';
import { CataloguePartInputSchema, type CatalogueAdminPart } from '@shared/schemas/admin-catalogue';
import type { VehicleMake } from '@shared/schemas/catalogue';
import { chassisCodesInYears, findModel, NEW_PART_VALUES, partFormValues } from './part-form-values';

const axio = {
  id: 11,
  name: 'Corolla Axio',
  yearFrom: 2006,
  yearTo: 2020,
  chassis: [
    { code: 'NZE161', yearFrom: 2013, yearTo: 2020 },
    { code: 'NKE165', yearFrom: 2013, yearTo: 2020 },
    { code: 'NZE141', yearFrom: 2006, yearTo: 2012 },
  ],
};
const makes: VehicleMake[] = [
  { id: 1, name: 'Honda', models: [{ id: 20, name: 'Fit', yearFrom: 2008, yearTo: 2013, chassis: [{ code: 'GE6', yearFrom: 2008, yearTo: 2013 }] }] },
  { id: 2, name: 'Toyota', models: [axio] },
];

const saved: CatalogueAdminPart['values'] = {
  title: 'Zebrano Front Brake Rotor',
  brand: 'Zebrano',
  condition: 'used',
  price: 60,
  originalPrice: 72.5,
  marketplace: 'ebay',
  listingUrl: 'https://www.ebay.com/itm/1234567890',
  supplierId: 3,
  sku: 'RX-100',
  usShipping: 0,
  weightLb: 14,
  shippingDays: '7-14 days',
  inStock: true,
  partNumber: 'ZB-1001',
  oemNumbers: ['43512-12690'],
  interchangeNumbers: ['DF-7898', '0 986 479 R45'],
  categoryId: 4,
  description: 'Vented rotor',
  images: ['/uploads/gallery/rotor.jpg'],
  fitments: [{ modelId: 11, yearFrom: 2013, yearTo: 2016, chassisCodes: ['NZE161', 'NKE165'] }],
  universalReason: null,
};

describe('partFormValues', () => {
  it('shows money with two decimals and lists as text, and the schema reads them back to the same part', () => {
    const values = partFormValues(saved);
    expect(values).toMatchObject({ price: '60.00', originalPrice: '72.50', usShipping: '0.00', weightLb: '14', supplierId: '3', interchangeNumbers: 'DF-7898, 0 986 479 R45', note: '' });
    expect(values.fitments).toEqual([{ modelId: '11', yearFrom: '2013', yearTo: '2016', chassis: '' }]);
    const { fitments, ...rest } = CataloguePartInputSchema.parse(values);
    const { fitments: savedFitments, ...savedRest } = saved;
    expect(rest).toEqual({ ...savedRest, note: null });
    expect(fitments).toEqual(savedFitments.map(({ modelId, yearFrom, yearTo }) => ({ modelId, yearFrom, yearTo, chassis: null })));
  });

  it('leaves what the part does not have empty, so the schema reads it as none', () => {
    const values = partFormValues({ ...saved, originalPrice: null, listingUrl: null, supplierId: null, sku: null, weightLb: null, fitments: [], universalReason: 'Universal 12 V bulb' });
    expect(values).toMatchObject({ originalPrice: '', listingUrl: '', supplierId: '', sku: '', weightLb: '', fitments: [], universalReason: 'Universal 12 V bulb' });
    expect(CataloguePartInputSchema.parse(values)).toMatchObject({ originalPrice: null, listingUrl: null, supplierId: null, sku: null, weightLb: null });
  });

  it('a new part starts with what the schema asks for still to fill: title, brand, price, part number, category', () => {
    const result = CataloguePartInputSchema.safeParse(NEW_PART_VALUES);
    expect(result.success).toBe(false);
    const paths = new Set(result.error?.issues.map((i) => i.path[0]));
    expect([...paths].sort()).toEqual(['brand', 'categoryId', 'fitments', 'partNumber', 'price', 'title']);
    expect(NEW_PART_VALUES).toMatchObject({ condition: 'new', marketplace: 'ebay', inStock: true, shippingDays: '7-14 days' });
  });
});

describe('findModel', () => {
  it('finds the make of a model id given as text, and nothing for a blank or unknown one', () => {
    expect(findModel(makes, '11')).toMatchObject({ make: { name: 'Toyota' }, model: { name: 'Corolla Axio' } });
    expect(findModel(makes, '')).toBeUndefined();
    expect(findModel(makes, '99')).toBeUndefined();
    expect(findModel(undefined, '11')).toBeUndefined();
  });
});

describe('chassisCodesInYears', () => {
  it('names the generations built in the years, as the server works them out', () => {
    expect(chassisCodesInYears(axio, '2013', '2016')).toEqual(['NZE161', 'NKE165']);
    expect(chassisCodesInYears(axio, '2010', '2014')).toEqual(['NZE161', 'NKE165', 'NZE141']);
    expect(chassisCodesInYears(axio, '2006', '2012')).toEqual(['NZE141']);
  });

  it("takes the model's years for a year not typed yet", () => {
    expect(chassisCodesInYears(axio, '', '')).toEqual(['NZE161', 'NKE165', 'NZE141']);
    expect(chassisCodesInYears(axio, '20', '2008')).toEqual(['NZE141']);
  });
});
