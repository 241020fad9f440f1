import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, partFitments, parts, vehicleChassis, vehicleMakes, vehicleModels } from '../schema';
import { VEHICLES, type MakeSeed, type ModelSeed } from './vehicles-data';
import { rowsOf } from '../rows';
import { fitKeysOf } from '../fit-keys';
import { isConsumable } from '../../../shared/catalogue';
import { IMPORT_FIELDS } from '../../../shared/schemas/catalogue-import';
import { AUTO_CATEGORIES } from './categories';

/**
 * The demo auto-parts catalogue's generator. Deterministic: part number i is generated from its own
 * PRNG seeded by i, so the demo price list is the same on every machine, and a larger catalogue (`npm run
 * seed -- --parts 100000`) extends a smaller one instead of replacing it.
 */
export const DEMO_PART_COUNT = 5_000;
const SEED = 0x5eed_4a4d;
/** The dates are fixed too, so "newest" orders the same on every machine. */
const NEWEST = Date.UTC(2026, 10, 1);
const BATCH = 1_000;
const GRAMS_PER_LB = 453.59237;

/** Upper-case letters and digits only: how part and OEM numbers are compared however they are typed. */
export function normalisePartNumber(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

// mulberry32: small, fast, good enough for demo data.
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = ReturnType<typeof prng>;
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
const digits = (r: Rand, n: number) => Array.from({ length: n }, () => int(r, 0, 9)).join('');
const letters = (r: Rand, n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => pick(r, [...from])).join('');

/** Plausible catalogue numbers in each brand's own style. */
const PART_NUMBER: Record<string, (r: Rand) => string> = {
  Bosch: (r) => `0 986 ${digits(r, 3)} ${digits(r, 3)}`,
  NGK: (r) => pick(r, ['BKR', 'BKR', 'ILKAR', 'LFR', 'DILKAR', 'ZFR']) + int(r, 5, 8) + pick(r, ['E', 'EIX', 'B', 'C']) + pick(r, ['-11', '-8', '']),
  Denso: (r) => `${pick(r, ['234', '210', '150', '261', '471'])}-${digits(r, 4)}`,
  ACDelco: (r) => pick(r, [`${int(r, 14, 17)}D${digits(r, 4)}CH`, `${int(r, 12, 41)}-${digits(r, 3)}`, `PF${digits(r, 4)}`]),
  Brembo: (r) => pick(r, [`P 83 ${digits(r, 3)}`, `09.${letters(r, 1)}${digits(r, 3)}.${digits(r, 2)}`]),
  Monroe: (r) => pick(r, [digits(r, 5), `G${digits(r, 4)}`]),
  Aisin: (r) => `${pick(r, ['WPT', 'TKT', 'CKT', 'ATF'])}-${digits(r, 3)}`,
  KYB: (r) => pick(r, [digits(r, 6), `SR${digits(r, 4)}`, `SM${digits(r, 4)}`]),
  Akebono: (r) => `${pick(r, ['ACT', 'ASP', 'EUR'])}${digits(r, 4)}`,
  'Mobil 1': (r) => `${int(r, 12, 15)}${digits(r, 4)}`,
  Gates: (r) => `${pick(r, ['TCK', 'K0', 'T'])}${digits(r, 3)}`,
  Exedy: (r) => `${pick(r, ['TYK', 'HCK', 'NSK', 'MBK'])}${digits(r, 4)}`,
  Moog: (r) => `K${digits(r, 6)}`,
  Castrol: (r) => `${int(r, 15, 16)}${letters(r, 1)}${digits(r, 3)}`,
  Philips: (r) => `${pick(r, ['12342', '12972', '9003'])}${pick(r, ['XVP', 'LED', 'CVB'])}`,
  Fram: (r) => `${pick(r, ['PH', 'CA', 'CF', 'G'])}${digits(r, 4)}`,
  TYC: (r) => `${int(r, 11, 20)}-${digits(r, 4)}-00`,
  Hella: (r) => `${int(r, 1, 9)}${letters(r, 2)} ${digits(r, 3)} ${digits(r, 3)}-${digits(r, 3)}`,
  Covercraft: (r) => `SS${digits(r, 4)}`,
  WeatherTech: (r) => `${int(r, 44, 46)}${digits(r, 4)}`,
};

/** OEM number styles of each make's own parts catalogue. */
const OEM_NUMBER: Record<string, (r: Rand) => string> = {
  toyota: (r) => `${pick(r, ['04465', '04152', '90919', '16100', '48510', '27060', '28100', '81170', '87139'])}-${digits(r, 5)}`,
  honda: (r) => `${pick(r, ['45022', '15400', '30520', '31100', '51605', '19010'])}-${letters(r, 3)}-${letters(r, 1)}${digits(r, 2)}`,
  nissan: (r) => `${pick(r, ['D1060', '15208', '22448', '23100', '54302', '21410'])}-${digits(r, 1)}${letters(r, 2)}${digits(r, 1)}${letters(r, 1)}`,
  suzuki: (r) => `${pick(r, ['55810', '16510', '33400', '41602'])}-${digits(r, 2)}${letters(r, 1)}${digits(r, 2)}`,
  mazda: (r) => `${letters(r, 1)}${digits(r, 3)}-${digits(r, 2)}-${digits(r, 2)}${letters(r, 1)}`,
  mitsubishi: (r) => `MR${digits(r, 6)}`,
  subaru: (r) => `${digits(r, 5)}${letters(r, 2)}${digits(r, 3)}`,
  hyundai: (r) => `${pick(r, ['58101', '26300', '27301', '54651'])}-${digits(r, 1)}${letters(r, 1)}${digits(r, 3)}`,
  kia: (r) => `${pick(r, ['58101', '26300', '27301', '54651'])}-${digits(r, 1)}${letters(r, 1)}${digits(r, 3)}`,
};

export type PartKind = {
  name: string;
  brands: string[];
  /** USD range of a new one. */
  price: [number, number];
  /** Typical shipping weight in pounds: freight Miami → Kingston is charged by the pound. */
  weightLb: number;
  /** Chance the part fits most vehicles (no fitment rows); a kind without it always has a fitment. */
  universal?: number;
  /** Each brand's own product lines: a brand not named here sells the part under no line name. */
  lines?: Record<string, string[]>;
  positions?: string[];
  about: string;
};

/** The kind of a part as stored in parts.kind: "Spark Plugs (Set of 4)" → "spark-plugs". */
export function kindSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What each auto category sells (slugs of seed/categories.ts). */
export const PART_KINDS: Record<string, PartKind[]> = {
  'engine-parts': [
    { name: 'Spark Plugs (Set of 4)', brands: ['NGK', 'Denso', 'Bosch', 'ACDelco'], price: [18, 65], weightLb: 0.5, lines: { NGK: ['Iridium IX', 'Laser Iridium'], Denso: ['Iridium Power', 'Iridium TT'], Bosch: ['Double Platinum'], ACDelco: ['Professional Iridium'] }, about: 'Iridium or platinum tips for a steady idle and easier cold starts.' },
    { name: 'Ignition Coil', brands: ['Denso', 'NGK', 'Bosch', 'Toyota Genuine'], price: [25, 90], weightLb: 1, about: 'Direct-fit coil pack that cures misfires and rough running.' },
    { name: 'Timing Belt Kit', brands: ['Aisin', 'Gates'], price: [60, 220], weightLb: 4, about: 'Belt, tensioner and idler in one box for a complete timing service.' },
    { name: 'Oxygen Sensor', brands: ['Denso', 'Bosch', 'NGK'], price: [35, 140], weightLb: 0.5, positions: ['Upstream', 'Downstream'], about: 'Air-fuel ratio sensor that keeps fuel economy up and the check-engine light off.' },
    { name: 'Engine Mount', brands: ['Toyota Genuine', 'Honda Genuine', 'KYB', 'Moog'], price: [28, 120], weightLb: 5, positions: ['Front', 'Rear', 'Left', 'Right'], about: 'Rubber-and-steel mount that cuts vibration at idle.' },
    { name: 'Valve Cover Gasket Set', brands: ['Aisin', 'Toyota Genuine', 'ACDelco'], price: [14, 55], weightLb: 1, about: 'Stops oil seeping onto the exhaust manifold.' },
    { name: 'Full Synthetic Motor Oil 5W-30 (5 qt)', brands: ['Mobil 1', 'Castrol', 'ACDelco'], price: [24, 45], weightLb: 10, universal: 1, about: 'Full synthetic protection for hot Jamaican traffic and long idles.' },
  ],
  'brakes-suspension': [
    { name: 'Brake Pads', brands: ['Bosch', 'Akebono', 'Brembo', 'ACDelco', 'Toyota Genuine'], price: [22, 95], weightLb: 4, lines: { Bosch: ['QuietCast'], Akebono: ['ProACT Ultra-Premium', 'Euro'], Brembo: ['Premium NAO'], ACDelco: ['Advantage', 'Gold'] }, positions: ['Front', 'Rear'], about: 'Low-dust ceramic brake pads with shims for quiet stops on hilly roads.' },
    { name: 'Brake Rotors (Pair)', brands: ['Brembo', 'ACDelco', 'Bosch'], price: [55, 210], weightLb: 22, positions: ['Front', 'Rear'], about: 'Coated rotors that resist rust in the salt air.' },
    { name: 'Shock Absorber', brands: ['Monroe', 'KYB'], price: [35, 140], weightLb: 6, lines: { Monroe: ['OESpectrum', 'Gas-Magnum'], KYB: ['Excel-G', 'Gas-a-Just'] }, positions: ['Front', 'Rear'], about: 'Gas-charged shock that tames potholes and keeps the tyres planted.' },
    { name: 'Strut Assembly', brands: ['KYB', 'Monroe'], price: [85, 260], weightLb: 16, lines: { KYB: ['Strut-Plus'], Monroe: ['Quick-Strut'] }, positions: ['Front Left', 'Front Right'], about: 'Complete strut with spring and mount, ready to bolt in.' },
    { name: 'Lower Control Arm', brands: ['Moog', 'Toyota Genuine', 'ACDelco'], price: [40, 160], weightLb: 8, positions: ['Front Left', 'Front Right'], about: 'Arm with bushings and ball joint pressed in.' },
    { name: 'Stabilizer Link', brands: ['Moog', 'KYB', 'Monroe'], price: [12, 45], weightLb: 1.5, positions: ['Front', 'Rear'], about: 'Ends the clunk over speed bumps.' },
    { name: 'DOT 4 Brake Fluid (1 L)', brands: ['Bosch', 'Castrol', 'ACDelco'], price: [9, 22], weightLb: 2.5, universal: 1, about: 'High boiling point fluid for firm pedal feel.' },
  ],
  electrical: [
    { name: 'Alternator', brands: ['Denso', 'Bosch', 'ACDelco'], price: [120, 380], weightLb: 13, about: 'Remanufactured to OE output; tested before it ships.' },
    { name: 'Starter Motor', brands: ['Denso', 'Bosch'], price: [90, 290], weightLb: 9, about: 'Reliable cranking, hot or cold.' },
    { name: 'Car Battery Group 35', brands: ['ACDelco', 'Bosch'], price: [110, 240], weightLb: 40, universal: 0.8, about: 'Maintenance-free battery with strong cold cranking amps.' },
    { name: 'Mass Air Flow Sensor', brands: ['Denso', 'Bosch', 'Hitachi'], price: [45, 180], weightLb: 1, about: 'Restores smooth acceleration and correct fuel trims.' },
    { name: 'ABS Wheel Speed Sensor', brands: ['Denso', 'Bosch', 'ACDelco'], price: [18, 70], weightLb: 0.5, positions: ['Front Left', 'Front Right', 'Rear Left', 'Rear Right'], about: 'Clears the ABS warning light.' },
    { name: 'Power Window Switch', brands: ['Toyota Genuine', 'Honda Genuine', 'TYC'], price: [20, 85], weightLb: 0.5, positions: ['Driver', 'Passenger'], about: 'Master switch with auto-down.' },
  ],
  exterior: [
    { name: 'Wiper Blades (Pair)', brands: ['Bosch', 'Denso', 'ACDelco'], price: [15, 48], weightLb: 1.5, lines: { Bosch: ['ICON', 'Aerotwin'], ACDelco: ['Beam'] }, universal: 0.7, about: 'Streak-free wipe through the heaviest tropical downpour.' },
    { name: 'Side Mirror Assembly', brands: ['TYC', 'Toyota Genuine', 'Honda Genuine'], price: [35, 150], weightLb: 5, positions: ['Left', 'Right'], about: 'Power mirror, paint-to-match cover.' },
    { name: 'Front Bumper Cover', brands: ['TYC', 'Toyota Genuine'], price: [80, 320], weightLb: 15, about: 'Primed and ready for paint.' },
    { name: 'Exterior Door Handle', brands: ['TYC', 'Toyota Genuine', 'Honda Genuine'], price: [12, 55], weightLb: 0.5, positions: ['Front Left', 'Front Right', 'Rear Left', 'Rear Right'], about: 'Direct-fit handle with the lock rod clips.' },
    { name: 'Front Grille', brands: ['TYC', 'Toyota Genuine'], price: [40, 180], weightLb: 6, about: 'OE-style grille with chrome trim.' },
  ],
  interior: [
    { name: 'All-Weather Floor Mats', brands: ['WeatherTech', 'Covercraft'], price: [30, 140], weightLb: 8, universal: 0.6, about: 'Deep-channel mats that hold the rainy-season mud.' },
    { name: 'Seat Covers (Front Pair)', brands: ['Covercraft', 'WeatherTech'], price: [40, 180], weightLb: 4, universal: 0.8, about: 'Breathable covers that stay cool in the sun.' },
    { name: 'Steering Wheel Cover', brands: ['Covercraft'], price: [10, 35], weightLb: 1, universal: 1, about: 'Non-slip grip that will not burn your hands at noon.' },
    { name: 'Door Panel Clip Set', brands: ['Toyota Genuine', 'Honda Genuine', 'ACDelco'], price: [8, 25], weightLb: 0.3, about: 'Replacement trim clips for a rattle-free door card.' },
    { name: 'A/C Control Panel', brands: ['Denso', 'Toyota Genuine'], price: [60, 220], weightLb: 2, about: 'Climate control head unit, plug-and-play.' },
  ],
  cooling: [
    { name: 'Radiator', brands: ['Denso', 'TYC', 'Koyorad'], price: [90, 260], weightLb: 14, about: 'Aluminium core radiator for hot-weather cooling.' },
    { name: 'Water Pump', brands: ['Aisin', 'Gates'], price: [35, 130], weightLb: 4, about: 'Cast impeller and new gasket; stops the coolant drip.' },
    { name: 'Thermostat with Housing', brands: ['Aisin', 'Toyota Genuine', 'Gates'], price: [18, 65], weightLb: 1, about: 'Keeps the engine at its proper temperature.' },
    { name: 'Radiator Fan Motor', brands: ['Denso', 'TYC'], price: [45, 160], weightLb: 6, about: 'Keeps the engine cool in stop-and-go traffic.' },
    { name: 'Super Long Life Coolant (1 gal)', brands: ['Toyota Genuine', 'ACDelco'], price: [18, 38], weightLb: 9, universal: 1, about: 'Pre-mixed long-life coolant.' },
  ],
  filters: [
    { name: 'Oil Filter', brands: ['Denso', 'Bosch', 'Toyota Genuine', 'Fram', 'ACDelco'], price: [5, 18], weightLb: 0.7, about: 'High-capacity media that traps fine particles.' },
    { name: 'Engine Air Filter', brands: ['Denso', 'Bosch', 'Fram', 'ACDelco'], price: [9, 35], weightLb: 1, about: 'Keeps the dust of the country roads out of the engine.' },
    { name: 'Cabin Air Filter', brands: ['Denso', 'Bosch', 'Fram'], price: [10, 32], weightLb: 0.5, about: 'Charcoal layer that keeps out exhaust smells.' },
    { name: 'Fuel Filter', brands: ['Denso', 'Bosch'], price: [12, 48], weightLb: 1, about: 'Protects the injectors from dirty fuel.' },
  ],
  lighting: [
    { name: 'Headlight Assembly', brands: ['TYC', 'Depo', 'Hella'], price: [70, 280], weightLb: 9, positions: ['Left', 'Right'], about: 'Clear lens, ready to aim and install.' },
    { name: 'Tail Light Assembly', brands: ['TYC', 'Depo'], price: [45, 160], weightLb: 4, positions: ['Left', 'Right'], about: 'Direct-fit tail lamp with the bulb sockets.' },
    { name: 'H4 LED Headlight Bulbs', brands: ['Philips', 'Osram'], price: [25, 90], weightLb: 0.5, universal: 1, about: 'Bright white light for unlit country roads.' },
    { name: 'Fog Lamp Kit', brands: ['Hella', 'TYC'], price: [40, 130], weightLb: 4, about: 'Pair of fog lamps with the wiring and switch.' },
  ],
  transmission: [
    { name: 'CV Axle Shaft', brands: ['GSP', 'Toyota Genuine', 'ACDelco'], price: [55, 180], weightLb: 11, positions: ['Front Left', 'Front Right'], about: 'New CV joints and boots: ends the clicking on turns.' },
    { name: 'Clutch Kit', brands: ['Exedy', 'Aisin'], price: [90, 260], weightLb: 16, about: 'Disc, cover and release bearing.' },
    { name: 'ATF WS Automatic Transmission Fluid (1 qt)', brands: ['Toyota Genuine', 'Aisin', 'Castrol'], price: [10, 24], weightLb: 2.2, universal: 0.9, about: 'Fluid for Aisin automatic gearboxes.' },
    { name: 'Wheel Hub Bearing', brands: ['Moog', 'Koyo', 'ACDelco'], price: [35, 140], weightLb: 5, positions: ['Front', 'Rear'], about: 'Pre-greased sealed bearing: ends the hum at speed.' },
    { name: 'Transmission Mount', brands: ['Toyota Genuine', 'Moog'], price: [25, 95], weightLb: 3, about: 'Reduces the shift clunk.' },
  ],
};
/** Brands without a number style of their own use a generic one. */
const genericNumber = (r: Rand) => `${letters(r, 2)}-${digits(r, 4)}`;
const CONDITIONS = [['new', 60], ['used', 25], ['refurbished', 15]] as const;
const MARKETPLACES = [['ebay', 40], ['amazon', 35], ['local', 25]] as const;

function weighted<T extends string>(r: Rand, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [v, w] of table) if ((x -= w) < 0) return v;
  return table[0]![0];
}

type CategoryRow = { id: number; slug: string; name: string };
type ModelRow = { id: number; makeSlug: string; make: string; model: ModelSeed };
type PartRow = typeof parts.$inferInsert;
type FitmentRow = typeof partFitments.$inferInsert;

/** Part number i of the demo catalogue (ids start at 1 and equal i + 1). */
function generatePart(i: number, cats: CategoryRow[], models: ModelRow[]): { part: PartRow; fitments: FitmentRow[]; chassis: string | null; categorySlug: string } {
  const r = prng(SEED ^ Math.imul(i + 1, 0x9e3779b1));
  // Every category gets parts; the popular ones (listed first) a little more.
  const cat = cats[i % cats.length]!;
  const kind = pick(r, PART_KINDS[cat.slug]!);
  const brand = pick(r, kind.brands);
  const lines = kind.lines?.[brand];
  const line = lines ? pick(r, lines) : '';
  const position = kind.positions ? pick(r, kind.positions) : '';
  const universal = kind.universal !== undefined && r() < kind.universal;

  const fitments: FitmentRow[] = [];
  let fitsText = 'Universal fit';
  let titleChassis: string | null = null;
  // A maker's genuine part fits that maker's cars and carries its own OEM number.
  const genuineOf = brand.endsWith(' Genuine') ? brand.replace(' Genuine', '').toLowerCase() : undefined;
  let oemMake = genuineOf ?? pick(r, Object.keys(OEM_NUMBER));
  if (!universal) {
    const first = pick(r, genuineOf ? models.filter((m) => m.makeSlug === genuineOf) : models);
    oemMake = first.makeSlug;
    // The title's chassis code comes first, and the years within its generation's (a part titled for an
    // NZE141 fits 2006-2012 cars, never a 2016 one): half fit the whole generation, as most parts do.
    const chassis = pick(r, first.model.chassis);
    const whole = r() < 0.5;
    const from = whole ? chassis.from : int(r, chassis.from, Math.max(chassis.from, chassis.to - 2));
    const to = whole ? chassis.to : Math.min(chassis.to, from + int(r, 2, 6));
    fitments.push({ partId: i + 1, modelId: first.id, yearFrom: from, yearTo: to });
    // The same part is often listed for the other models of its platform (an NZE141 Corolla part for the
    // NZE141 Axio and NZE141G Fielder), in the years both were built; never for another generation.
    const siblings = chassis.platform ? models.filter((m) => m.makeSlug === first.makeSlug && m.id !== first.id) : [];
    if (siblings.length > 0 && r() < 0.6) {
      for (const m of siblings) {
        for (const c of m.model.chassis.filter((x) => x.platform === chassis.platform)) {
          const siblingFrom = Math.max(from, c.from);
          const siblingTo = Math.min(to, c.to);
          const listed = fitments.find((f) => f.modelId === m.id);
          if (siblingFrom > siblingTo) continue;
          // Two codes of one generation (NZE141 and ZRE142) are one row.
          if (listed) {
            listed.yearFrom = Math.min(listed.yearFrom, siblingFrom);
            listed.yearTo = Math.max(listed.yearTo, siblingTo);
          } else fitments.push({ partId: i + 1, modelId: m.id, yearFrom: siblingFrom, yearTo: siblingTo });
        }
      }
    }
    const f = fitments[0]!;
    titleChassis = chassis.code;
    fitsText = `${first.make} ${first.model.name} ${chassis.code} ${f.yearFrom}-${f.yearTo}`;
  }

  const genuine = genuineOf !== undefined;
  const oemCount = genuine ? 1 : universal ? 0 : int(r, 0, 2);
  const oemNumbers = Array.from({ length: oemCount }, () => OEM_NUMBER[oemMake]!(r));
  const partNumber = genuine && oemNumbers[0] ? oemNumbers[0] : (PART_NUMBER[brand] ?? genericNumber)(r);

  // Drawn for every part, so the rest of the catalogue is as before; a consumable is sold new whatever is drawn.
  const drawn = genuine ? weighted(r, [['new', 70], ['used', 30]] as const) : weighted(r, CONDITIONS);
  const condition = isConsumable(kind.name) ? 'new' : drawn;
  const marketplace = weighted(r, MARKETPLACES);
  let price = kind.price[0] + r() * (kind.price[1] - kind.price[0]);
  if (condition === 'used') price *= 0.55;
  if (condition === 'refurbished') price *= 0.75;
  const priceCents = Math.round(price * 100 - 1) - (Math.round(price * 100 - 1) % 100) + 99;
  const originalPriceCents = r() < 0.35 ? Math.round((priceCents * (1.1 + r() * 0.4)) / 100) * 100 - 1 : null;

  const title = [brand, line, position, kind.name].filter(Boolean).join(' ') + ` — ${fitsText}`;
  const description =
    `${kind.about} ${condition === 'new' ? 'Brand new' : condition === 'used' ? 'Used, inspected and cleaned' : 'Professionally refurbished'}` +
    `${position ? `, ${position.toLowerCase()}` : ''}. Part number ${partNumber}` +
    (oemNumbers.length ? `; replaces OEM ${oemNumbers.join(', ')}.` : '.') +
    (universal ? ' Fits most cars; check the size before you order.' : ` Fits ${fitsText}.`);
  const part: PartRow = {
    id: i + 1,
    title,
    kind: kindSlug(kind.name),
    partNumber,
    partNumberNorm: normalisePartNumber(partNumber),
    oemNumbers,
    oemNorm: oemNumbers.map(normalisePartNumber).join(' '),
    brand,
    description,
    categoryId: cat.id,
    categoryName: cat.name,
    condition,
    marketplace,
    priceCents: Math.max(99, priceCents),
    originalPriceCents,
    ratingTenths: int(r, 30, 50),
    reviewCount: Math.floor(r() * r() * 1500),
    shippingDays: marketplace === 'local' ? '1-3 days' : r() < 0.2 ? '5-10 days' : '7-14 days',
    inStock: r() < 0.88,
    imageUrl: `/images/parts/${cat.slug}.svg`,
    universal,
    universalReason: universal ? 'Fits most cars: a standard size, not made for one model' : null,
    // The listing staff buy it from, as every eBay or Amazon part must name one (docs/catalogue-data.md).
    listingUrl: marketplace === 'ebay' ? `https://www.ebay.com/itm/${3_000_000_000 + i}` : marketplace === 'amazon' ? `https://www.amazon.com/dp/B0${(0x1000000 + i).toString(36).toUpperCase().padStart(8, '0')}` : null,
    // Written with the part, so the fitment rows' trigger finds them right and rewrites nothing.
    fitKeys: fitKeysOf(fitments),
    createdAt: new Date(NEWEST - Math.floor(r() * 365 * 24 * 60) * 60_000 - i * 1000),
    weightGrams: Math.round(kind.weightLb * GRAMS_PER_LB),
    // Amazon ships free to our Miami address; about half the eBay sellers charge; the Kingston shop's own
    // parts ('local') are already here.
    usShippingCents: marketplace === 'ebay' && r() < 0.55 ? int(r, 5, 14) * 100 + 99 : 0,
  };
  return { part, fitments, chassis: titleChassis, categorySlug: cat.slug };
}

/** Writes the makes and models (idempotent) and returns them with their ids. */
export async function ensureVehicles(db: Db): Promise<ModelRow[]> {
  await db
    .insert(vehicleMakes)
    .values(VEHICLES.map((m) => ({ slug: m.slug, name: m.name })))
    .onConflictDoNothing();
  const makes = await db.select().from(vehicleMakes);
  const makeId = new Map(makes.map((m) => [m.slug, m.id]));
  await db
    .insert(vehicleModels)
    .values(
      VEHICLES.flatMap((mk: MakeSeed) =>
        mk.models.map((m) => ({ makeId: makeId.get(mk.slug)!, slug: m.slug, name: m.name, yearFrom: m.from, yearTo: m.to })),
      ),
    )
    .onConflictDoNothing();
  const rows = await db.select({ id: vehicleModels.id, makeId: vehicleModels.makeId, slug: vehicleModels.slug }).from(vehicleModels);
  const result: ModelRow[] = [];
  for (const mk of VEHICLES) {
    for (const m of mk.models) {
      const row = rows.find((x) => x.makeId === makeId.get(mk.slug) && x.slug === m.slug);
      if (row) result.push({ id: row.id, makeSlug: mk.slug, make: mk.name, model: m });
    }
  }
  await db
    .insert(vehicleChassis)
    .values(result.flatMap((r) => r.model.chassis.map((c, i) => ({ modelId: r.id, code: c.code, position: i + 1, yearFrom: c.from, yearTo: c.to }))))
    .onConflictDoNothing();
  return result.sort((a, b) => a.id - b.id);
}

/** The auto categories and the models as a fresh database numbers them: what the generator needs without one. */
function offlineFacts(): { cats: CategoryRow[]; models: ModelRow[] } {
  const order = Object.keys(PART_KINDS);
  const cats = AUTO_CATEGORIES.map((c, i) => ({ id: i + 1, slug: c.slug, name: c.name }))
    .filter((c) => PART_KINDS[c.slug])
    .sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
  let id = 0;
  const models = VEHICLES.flatMap((mk) => mk.models.map((m) => ({ id: ++id, makeSlug: mk.slug, make: mk.name, model: m })));
  return { cats, models };
}

/** What a marketplace listing says of a part besides its price list: the demo seed writes these after importing it. */
export const DEMO_LISTING_COLUMNS = { kind: 'Kind', rating: 'Rating', reviews: 'Reviews', listed: 'Listed' } as const;
const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * The demo price list (src/server/assets/demo-price-list.csv is this, written by `npm run demo:price-list`):
 * the generated catalogue as a supplier's file in the import's own columns, one row per vehicle a part
 * fits (a part's further rows give only the vehicle), then the listing's kind, rating, reviews and date.
 * The seed imports it (src/server/demo-seed.ts), so every demo part goes through the import's checks.
 */
export function demoPriceList(count = DEMO_PART_COUNT): string[][] {
  const { cats, models } = offlineFacts();
  const modelOf = new Map(models.map((m) => [m.id, m]));
  const fields = ['sku', 'title', 'brand', 'condition', 'price', 'originalPrice', 'marketplace', 'listingUrl', 'usShipping', 'weightLb', 'shippingDays', 'inStock', 'partNumber', 'oemNumbers', 'category', 'description', 'make', 'model', 'yearFrom', 'yearTo', 'chassisCodes', 'universalReason'] as const;
  const header = [...fields.map((f) => IMPORT_FIELDS[f].label), ...Object.values(DEMO_LISTING_COLUMNS)];
  const lines: string[][] = [header];
  for (let i = 0; i < count; i++) {
    const { part: p, fitments, chassis, categorySlug } = generatePart(i, cats, models);
    const cells: Record<(typeof fields)[number], string> = {
      sku: demoSku(i),
      title: p.title,
      brand: p.brand ?? '',
      condition: p.condition,
      price: money(p.priceCents),
      originalPrice: p.originalPriceCents == null ? '' : money(p.originalPriceCents),
      marketplace: p.marketplace,
      listingUrl: p.listingUrl ?? '',
      usShipping: money(p.usShippingCents ?? 0),
      weightLb: String(kindOf(p.kind!)!.weightLb),
      shippingDays: p.shippingDays ?? '',
      inStock: p.inStock ? 'yes' : 'no',
      partNumber: p.partNumber,
      oemNumbers: (p.oemNumbers ?? []).join(', '),
      category: categorySlug,
      description: p.description ?? '',
      make: '',
      model: '',
      yearFrom: '',
      yearTo: '',
      chassisCodes: '',
      universalReason: p.universalReason ?? '',
    };
    const listing = [p.kind ?? '', String((p.ratingTenths ?? 0) / 10), String(p.reviewCount ?? 0), p.createdAt!.toISOString()];
    if (fitments.length === 0) lines.push([...fields.map((f) => cells[f]), ...listing]);
    fitments.forEach((f, k) => {
      const m = modelOf.get(f.modelId)!;
      const vehicle = { make: m.make, model: m.model.name, yearFrom: String(f.yearFrom), yearTo: String(f.yearTo), chassisCodes: k === 0 && chassis ? chassis : '' };
      // The part's other cells on its first row only: further rows give another vehicle (docs/catalogue-import.md).
      const row = k === 0 ? { ...cells, ...vehicle } : { ...Object.fromEntries(fields.map((x) => [x, ''])), sku: cells.sku, ...vehicle };
      lines.push([...fields.map((x) => (row as Record<string, string>)[x]!), ...(k === 0 ? listing : ['', '', '', ''])]);
    });
  }
  return lines;
}

/** The demo price list's SKU of generated part i. */
export const demoSku = (i: number) => `DEMO-${String(i + 1).padStart(5, '0')}`;
const kindOf = (slug: string) => Object.values(PART_KINDS).flat().find((k) => kindSlug(k.name) === slug);

/**
 * Grows the catalogue to at least `count` parts with generated ones written straight in, after those it
 * has: the benchmarks' large catalogues (`npm run seed -- --parts 100000`). The demo catalogue itself
 * comes in through the import. Then refreshes the typo-correction vocabulary. Returns how many it wrote.
 */
export async function growCatalogue(db: Db, opts: { parts: number; onProgress?: (done: number, total: number) => void }): Promise<number> {
  const models = await ensureVehicles(db);
  const autoCats = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(sql`${categories.type} = 'auto'`);
  // Popular categories first, then the rest by slug, so the order (and the data) never depends on ids.
  const order = Object.keys(PART_KINDS);
  const cats = autoCats.filter((c) => PART_KINDS[c.slug]).sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
  if (cats.length === 0) throw new Error('Seed the categories before the catalogue');

  const [{ max } = { max: 0 }] = rowsOf<{ max: number | null }>(await db.execute(sql`select max(id)::int as max from ${parts}`));
  const count = opts.parts;
  let written = 0;
  for (let start = max ?? 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => generatePart(start + k, cats, models));
    await db.insert(parts).values(batch.map((b) => b.part));
    const fits = batch.flatMap((b) => b.fitments);
    if (fits.length > 0) await db.insert(partFitments).values(fits).onConflictDoNothing();
    written += batch.length;
    opts.onProgress?.(start + batch.length, count);
  }
  if (written > 0) {
    // Ids were given explicitly (so the data is the same everywhere): move the sequence past them.
    await db.execute(sql`select setval(pg_get_serial_sequence('parts', 'id'), (select max(id) from ${parts}))`);
    await refreshSearchVocabulary(db);
    await analyzeCatalogue(db);
  }
  return written;
}

/**
 * PGlite never autovacuums, so without this its planner guesses row counts and picks slow plans for the
 * facet count and the vehicle filter (EXPLAIN ANALYZE in bench/README.md). On PostgreSQL it only saves
 * waiting for autovacuum.
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  await db.execute(sql`analyze ${parts}, ${partFitments}, search_vocabulary`);
}

/**
 * The words of titles, brands and category names (not descriptions: they quote part numbers) with how many parts use them: the dictionary typo
 * correction looks words up in (by trigram similarity), so no query ever runs similarity over parts;
 * and the pairs of neighbouring title words the search box's suggestions finish.
 */
export async function refreshSearchVocabulary(db: Db): Promise<void> {
  // Rebuilt whole: a word no title uses any more (after a rewrite) must not be offered as a correction.
  await db.execute(sql`delete from search_vocabulary`);
  await db.execute(sql`
    insert into search_vocabulary (word, frequency)
    select w, count(*)::int from (
      select regexp_split_to_table(lower(title || ' ' || brand || ' ' || category_name), '[^a-z0-9]+') as w from parts
    ) s
    where length(w) >= 3 and w !~ '[0-9]'
    group by w
    on conflict (word) do update set frequency = excluded.frequency`);
  // Neighbouring words of titles, letters only: the phrases the search box finishes a second word from.
  await db.execute(sql`delete from search_phrases`);
  await db.execute(sql`
    insert into search_phrases (phrase, frequency)
    select phrase, count(*)::int from (
      select w || ' ' || lead(w) over (partition by id order by i) as phrase
      from parts, regexp_split_to_table(lower(title), '[^a-z0-9]+') with ordinality as t(w, i)
      where w <> ''
    ) s
    where phrase ~ '^[a-z]{2,} [a-z]{2,}$'
    group by phrase`);
}
