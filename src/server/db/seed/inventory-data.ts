/**
 * Demo stock for the Kingston shop's own phone-parts counter (docs/product.md §3 "Inventory product") and
 * the shop page's promotional banners (docs/product.md §3 "Carousel item"). Pure data: no randomness, no imports.
 *
 * Prices are JMD in integer cents, written `dollars_cents` so they read as shelf prices: `5200_00` is
 * J$5,200.00. Descriptions carry no warranty figures: the shop shows them from the shared policy
 * constants (docs/product.md §9), so a figure is never written twice.
 *
 * Model names: Samsung models start with "Galaxy", Apple with "iPhone", Motorola with "Moto", Xiaomi with
 * "Redmi"; other brands carry the brand in front ("Tecno Spark 8C", "Huawei Y9 (2019)") so a model is
 * never ambiguous in a compatibility list that mixes brands.
 */

export type InventoryCategorySlug =
  | 'phone-screens'
  | 'phone-batteries'
  | 'phone-cameras'
  | 'phone-charging-ports'
  | 'phone-back-covers'
  | 'phone-accessories';

export type InventorySeed = {
  /** Unique, e.g. 'SCR-SAM-A14-LCD'. */
  sku: string;
  name: string;
  /** 1-3 plain sentences: fit, what's included, quality grade, tools needed. */
  description: string;
  categorySlug: InventoryCategorySlug;
  /** The part's brand, or the phone brand for parts made for one phone. */
  brand: string;
  /** The main phone model it is for; '' for universal accessories. */
  model: string;
  /** JMD, integer cents. */
  priceCents: number;
  /** A higher "was" price, or null. */
  originalPriceCents: number | null;
  condition: 'new' | 'used' | 'refurbished';
  stockCount: number;
  /** 3.5-5.0, one decimal. */
  rating: number;
  reviewCount: number;
  /** The exact phone models it fits. */
  compatibility: string[];
};

export const INVENTORY_SEED: InventorySeed[] = [
  // ───────────────────────────── Screens ─────────────────────────────
  {
    sku: 'SCR-SAM-A03-LCD',
    name: 'Samsung Galaxy A03 LCD Screen with Frame',
    description:
      'LCD and touch glass pre-fitted in a new mid-frame for the Galaxy A03 (SM-A035). Not for the A03s or A03 Core, which use different screens.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A03', condition: 'new',
    priceCents: 5200_00, originalPriceCents: null, stockCount: 12, rating: 4.4, reviewCount: 38,
    compatibility: ['Galaxy A03'],
  },
  {
    sku: 'SCR-SAM-A04-USED',
    name: 'Samsung Galaxy A04 Original LCD Screen (Used)',
    description:
      'Original Samsung LCD taken from a working Galaxy A04 (SM-A045), screen only without frame. Light scratches, no cracks or dead spots. Tested before sale and exchanged if defective when reported within 7 days of delivery.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A04', condition: 'used',
    priceCents: 3500_00, originalPriceCents: null, stockCount: 3, rating: 3.9, reviewCount: 6,
    compatibility: ['Galaxy A04'],
  },
  {
    sku: 'SCR-SAM-A12-LCD-FRM',
    name: 'Samsung Galaxy A12 LCD Screen with Frame',
    description:
      'LCD and touch glass pre-fitted in a new frame for the Galaxy A12 (SM-A125), so you only move the board, battery and back cover across.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A12', condition: 'new',
    priceCents: 5500_00, originalPriceCents: null, stockCount: 22, rating: 4.5, reviewCount: 186,
    compatibility: ['Galaxy A12'],
  },
  {
    sku: 'SCR-SAM-A13-LCD',
    name: 'Samsung Galaxy A13 LCD Screen with Frame',
    description:
      'LCD and touch glass in a new frame for the 4G Galaxy A13 (SM-A135). The Galaxy A13 5G uses a different screen.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A13', condition: 'new',
    priceCents: 6000_00, originalPriceCents: null, stockCount: 0, rating: 4.4, reviewCount: 74,
    compatibility: ['Galaxy A13'],
  },
  {
    sku: 'SCR-SAM-A14-LCD',
    name: 'Samsung Galaxy A14 LCD Screen with Frame',
    description:
      'LCD and touch glass pre-fitted in a new frame for the 4G Galaxy A14 (SM-A145). Check the model number under Settings > About phone: the A14 5G (SM-A146) needs a different screen.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A14', condition: 'new',
    priceCents: 6500_00, originalPriceCents: 7500_00, stockCount: 18, rating: 4.6, reviewCount: 142,
    compatibility: ['Galaxy A14'],
  },
  {
    sku: 'SCR-SAM-A32-INCELL',
    name: 'Samsung Galaxy A32 4G Incell LCD Screen with Frame',
    description:
      'Budget Incell LCD replacement for the Galaxy A32 4G (SM-A325), which came with an AMOLED screen. The in-screen fingerprint reader will not work with it and colours are a little less vivid than the original.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A32', condition: 'new',
    priceCents: 6500_00, originalPriceCents: null, stockCount: 14, rating: 4.0, reviewCount: 88,
    compatibility: ['Galaxy A32'],
  },
  {
    sku: 'SCR-SAM-A33-OLED-RF',
    name: 'Samsung Galaxy A33 5G Original AMOLED Screen with Frame (Refurbished)',
    description:
      'Original Samsung AMOLED panel with new front glass, fitted in a new frame for the Galaxy A33 5G (SM-A336). The in-screen fingerprint reader works.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A33 5G', condition: 'refurbished',
    priceCents: 12000_00, originalPriceCents: 14000_00, stockCount: 3, rating: 4.3, reviewCount: 10,
    compatibility: ['Galaxy A33 5G'],
  },
  {
    sku: 'SCR-SAM-A51-OLED-RF',
    name: 'Samsung Galaxy A51 Original AMOLED Screen with Frame (Refurbished)',
    description:
      'Original Samsung AMOLED panel with new front glass, fitted in a new frame for the Galaxy A51 (SM-A515). The in-screen fingerprint reader works; tested for touch, colour and dead pixels.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A51', condition: 'refurbished',
    priceCents: 11000_00, originalPriceCents: null, stockCount: 4, rating: 4.3, reviewCount: 29,
    compatibility: ['Galaxy A51'],
  },
  {
    sku: 'SCR-SAM-A52-OLED-SP',
    name: 'Samsung Galaxy A52 Super AMOLED Screen with Frame (Service Pack)',
    description:
      'Genuine Samsung service pack for the 4G Galaxy A52 (SM-A525): Super AMOLED screen already fitted in a new frame, same as the factory part.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A52', condition: 'new',
    priceCents: 16500_00, originalPriceCents: 18500_00, stockCount: 7, rating: 4.8, reviewCount: 64,
    compatibility: ['Galaxy A52'],
  },
  {
    sku: 'SCR-SAM-A52-USED',
    name: 'Samsung Galaxy A52 Original AMOLED Screen (Used, Grade B)',
    description:
      'Original screen taken from a working phone, screen only without frame. Light marks on the glass show when the screen is off; no dead pixels or burn-in. Tested before sale and exchanged if defective when reported within 7 days of delivery.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A52', condition: 'used',
    priceCents: 8500_00, originalPriceCents: null, stockCount: 2, rating: 4.1, reviewCount: 9,
    compatibility: ['Galaxy A52', 'Galaxy A52 5G', 'Galaxy A52s 5G'],
  },
  {
    sku: 'SCR-SAM-A53-OLED-RF',
    name: 'Samsung Galaxy A53 5G Original AMOLED Screen with Frame (Refurbished)',
    description:
      'Original Samsung AMOLED panel with new front glass, fitted in a new frame for the Galaxy A53 5G (SM-A536). Tested for touch, 120 Hz mode and the fingerprint reader.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A53 5G', condition: 'refurbished',
    priceCents: 13000_00, originalPriceCents: null, stockCount: 5, rating: 4.4, reviewCount: 16,
    compatibility: ['Galaxy A53 5G'],
  },
  {
    sku: 'SCR-SAM-A54-OLED',
    name: 'Samsung Galaxy A54 5G OLED Screen with Frame',
    description:
      'OLED screen pre-fitted in a new frame for the Galaxy A54 5G (SM-A546), with working in-screen fingerprint reader. Adhesive for the back glass included.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy A54 5G', condition: 'new',
    priceCents: 18500_00, originalPriceCents: null, stockCount: 5, rating: 4.7, reviewCount: 31,
    compatibility: ['Galaxy A54 5G'],
  },
  {
    sku: 'SCR-SAM-S9-OLED-RF',
    name: 'Samsung Galaxy S9 Curved OLED Screen with Frame (Refurbished)',
    description:
      'Original Samsung curved AMOLED panel with new glass, fitted in a new frame for the Galaxy S9 (SM-G960). Needs heat and a pry tool to open the back glass; adhesive included.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy S9', condition: 'refurbished',
    priceCents: 14000_00, originalPriceCents: null, stockCount: 3, rating: 4.3, reviewCount: 22,
    compatibility: ['Galaxy S9'],
  },
  {
    sku: 'SCR-SAM-S20-OLED-RF',
    name: 'Samsung Galaxy S20 OLED Screen with Frame (Refurbished)',
    description:
      'Original Samsung Dynamic AMOLED panel with new glass, in a new frame for the 4G Galaxy S20 (SM-G980). Tested for touch, 120 Hz mode and the fingerprint reader.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy S20', condition: 'refurbished',
    priceCents: 22000_00, originalPriceCents: 25000_00, stockCount: 3, rating: 4.4, reviewCount: 14,
    compatibility: ['Galaxy S20'],
  },
  {
    sku: 'SCR-SAM-S21-OLED-RF',
    name: 'Samsung Galaxy S21 5G OLED Screen with Frame (Refurbished)',
    description:
      'Original Samsung AMOLED panel with new glass, fitted in a new frame for the Galaxy S21 5G (SM-G991). Not for the S21+, S21 Ultra or S21 FE.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy S21', condition: 'refurbished',
    priceCents: 26000_00, originalPriceCents: null, stockCount: 0, rating: 4.5, reviewCount: 17,
    compatibility: ['Galaxy S21'],
  },
  {
    sku: 'SCR-SAM-S23-OLED-SP',
    name: 'Samsung Galaxy S23 Dynamic AMOLED Screen with Frame (Service Pack)',
    description:
      'Genuine Samsung service pack for the Galaxy S23 (SM-S911): Dynamic AMOLED screen already fitted in a new frame. Best fitted by a technician with a heat plate.',
    categorySlug: 'phone-screens', brand: 'Samsung', model: 'Galaxy S23', condition: 'new',
    priceCents: 43500_00, originalPriceCents: null, stockCount: 1, rating: 4.9, reviewCount: 8,
    compatibility: ['Galaxy S23'],
  },
  {
    sku: 'SCR-APL-IP7-LCD-WHT',
    name: 'Apple iPhone 7 LCD Screen Assembly (White)',
    description:
      'LCD screen with front camera bracket and earpiece mesh for the iPhone 7. Move your original home button across to keep Touch ID working.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone 7', condition: 'new',
    priceCents: 3500_00, originalPriceCents: null, stockCount: 11, rating: 4.3, reviewCount: 97,
    compatibility: ['iPhone 7'],
  },
  {
    sku: 'SCR-APL-IP8-LCD-BLK',
    name: 'Apple iPhone 8 / SE (2020) LCD Screen Assembly (Black)',
    description:
      'LCD screen assembly that fits the iPhone 8, SE (2020) and SE (2022). Move your original home button across to keep Touch ID.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone 8', condition: 'new',
    priceCents: 3800_00, originalPriceCents: 4500_00, stockCount: 16, rating: 4.4, reviewCount: 153,
    compatibility: ['iPhone 8', 'iPhone SE (2020)', 'iPhone SE (2022)'],
  },
  {
    sku: 'SCR-APL-IPX-OLED-RF',
    name: 'Apple iPhone X Original OLED Screen (Refurbished)',
    description:
      'Original Apple OLED panel with new front glass for the iPhone X. Move the earpiece and sensor flex from your old screen to keep Face ID working.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone X', condition: 'refurbished',
    priceCents: 11000_00, originalPriceCents: null, stockCount: 6, rating: 4.5, reviewCount: 46,
    compatibility: ['iPhone X'],
  },
  {
    sku: 'SCR-APL-IPXSM-OLED-RF',
    name: 'Apple iPhone XS Max Original OLED Screen (Refurbished)',
    description:
      'Original Apple OLED panel with new front glass for the iPhone XS Max. Move the earpiece and sensor flex from your old screen to keep Face ID working.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone XS Max', condition: 'refurbished',
    priceCents: 13000_00, originalPriceCents: 15000_00, stockCount: 2, rating: 4.4, reviewCount: 19,
    compatibility: ['iPhone XS Max'],
  },
  {
    sku: 'SCR-APL-IPXR-INCELL',
    name: 'Apple iPhone XR Incell LCD Screen Assembly',
    description:
      'Incell LCD replacement for the iPhone XR with the adhesive gasket already applied. Move the earpiece speaker and sensor flex across from the old screen.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone XR', condition: 'new',
    priceCents: 5500_00, originalPriceCents: 6500_00, stockCount: 20, rating: 4.2, reviewCount: 208,
    compatibility: ['iPhone XR'],
  },
  {
    sku: 'SCR-APL-IP11-INCELL',
    name: 'Apple iPhone 11 Incell LCD Screen Assembly',
    description:
      'Incell LCD replacement for the iPhone 11, with adhesive gasket included. Settings will show a notice that the display could not be verified as genuine; the screen works normally.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone 11', condition: 'new',
    priceCents: 6500_00, originalPriceCents: null, stockCount: 25, rating: 4.3, reviewCount: 267,
    compatibility: ['iPhone 11'],
  },
  {
    sku: 'SCR-APL-IP11-USED',
    name: 'Apple iPhone 11 Original LCD Screen (Used)',
    description:
      'Original Apple LCD taken from a working iPhone 11, with true colours and brightness. Small scratches on the glass, no cracks or dead pixels. Tested before sale and exchanged if defective when reported within 7 days of delivery.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone 11', condition: 'used',
    priceCents: 9000_00, originalPriceCents: null, stockCount: 1, rating: 4.4, reviewCount: 14,
    compatibility: ['iPhone 11'],
  },
  {
    sku: 'SCR-APL-IP11PRO-OLED-RF',
    name: 'Apple iPhone 11 Pro Original OLED Screen (Refurbished)',
    description:
      'Original Apple OLED panel with new front glass for the iPhone 11 Pro. Settings will show a notice that the display could not be verified; the screen works normally.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone 11 Pro', condition: 'refurbished',
    priceCents: 16000_00, originalPriceCents: null, stockCount: 4, rating: 4.5, reviewCount: 21,
    compatibility: ['iPhone 11 Pro'],
  },
  {
    sku: 'SCR-APL-IP12-SOFTOLED',
    name: 'Apple iPhone 12 / 12 Pro Soft OLED Screen Assembly',
    description:
      'Flexible (soft) OLED screen for the iPhone 12 and 12 Pro, close to the original in colour and thickness. Settings will show a notice that the display could not be verified; the screen works normally.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone 12', condition: 'new',
    priceCents: 14500_00, originalPriceCents: null, stockCount: 9, rating: 4.5, reviewCount: 119,
    compatibility: ['iPhone 12', 'iPhone 12 Pro'],
  },
  {
    sku: 'SCR-APL-IP12PM-OLED-RF',
    name: 'Apple iPhone 12 Pro Max Original OLED Screen (Refurbished)',
    description:
      'Original Apple OLED panel with new front glass for the iPhone 12 Pro Max. Adhesive gasket included; a pentalobe screwdriver and a suction cup are needed.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone 12 Pro Max', condition: 'refurbished',
    priceCents: 30000_00, originalPriceCents: 34000_00, stockCount: 2, rating: 4.6, reviewCount: 12,
    compatibility: ['iPhone 12 Pro Max'],
  },
  {
    sku: 'SCR-APL-IP13-OLED-RF',
    name: 'Apple iPhone 13 Original OLED Screen (Refurbished)',
    description:
      'Original Apple OLED panel with new front glass for the iPhone 13 (not the 13 mini or 13 Pro). Settings will show a notice that the display could not be verified; the screen works normally.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone 13', condition: 'refurbished',
    priceCents: 22000_00, originalPriceCents: 25000_00, stockCount: 4, rating: 4.6, reviewCount: 38,
    compatibility: ['iPhone 13'],
  },
  {
    sku: 'SCR-APL-IP14PM-OLED-RF',
    name: 'Apple iPhone 14 Pro Max Original OLED Screen (Refurbished)',
    description:
      'Original Apple OLED panel with new front glass for the iPhone 14 Pro Max, with Dynamic Island cut-out. Adhesive gasket included.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone 14 Pro Max', condition: 'refurbished',
    priceCents: 42000_00, originalPriceCents: null, stockCount: 0, rating: 4.7, reviewCount: 11,
    compatibility: ['iPhone 14 Pro Max'],
  },
  {
    sku: 'SCR-APL-IP15-SOFTOLED',
    name: 'Apple iPhone 15 Soft OLED Screen Assembly',
    description:
      'Flexible (soft) OLED screen for the iPhone 15 (not the 15 Plus or 15 Pro). Settings will show a notice that the display could not be verified; the screen works normally.',
    categorySlug: 'phone-screens', brand: 'Apple', model: 'iPhone 15', condition: 'new',
    priceCents: 28000_00, originalPriceCents: null, stockCount: 3, rating: 4.5, reviewCount: 7,
    compatibility: ['iPhone 15'],
  },
  {
    sku: 'SCR-MOT-GPLAY21-LCD',
    name: 'Motorola Moto G Play (2021) LCD Screen Assembly',
    description:
      'LCD and touch glass assembly for the Moto G Play (2021), frame not included. Adhesive strip included; you need heat and a pry tool to lift the old screen.',
    categorySlug: 'phone-screens', brand: 'Motorola', model: 'Moto G Play (2021)', condition: 'new',
    priceCents: 4800_00, originalPriceCents: null, stockCount: 8, rating: 4.2, reviewCount: 56,
    compatibility: ['Moto G Play (2021)'],
  },
  {
    sku: 'SCR-MOT-GSTY21-LCD-FRM',
    name: 'Motorola Moto G Stylus (2021) LCD Screen with Frame',
    description:
      'LCD and touch glass pre-fitted in a new frame for the Moto G Stylus (2021). Not for the 5G version.',
    categorySlug: 'phone-screens', brand: 'Motorola', model: 'Moto G Stylus (2021)', condition: 'new',
    priceCents: 7000_00, originalPriceCents: null, stockCount: 6, rating: 4.3, reviewCount: 29,
    compatibility: ['Moto G Stylus (2021)'],
  },
  {
    sku: 'SCR-MOT-GPWR22-LCD',
    name: 'Motorola Moto G Power (2022) LCD Screen Assembly',
    description:
      'LCD and touch glass assembly for the Moto G Power (2022), frame not included. Adhesive strip included.',
    categorySlug: 'phone-screens', brand: 'Motorola', model: 'Moto G Power (2022)', condition: 'new',
    priceCents: 6200_00, originalPriceCents: null, stockCount: 0, rating: 4.1, reviewCount: 33,
    compatibility: ['Moto G Power (2022)'],
  },
  {
    sku: 'SCR-TEC-SPK8C-LCD',
    name: 'Tecno Spark 8C LCD Screen Assembly',
    description:
      'LCD and touch glass assembly for the Tecno Spark 8C, frame not included. Fix with B-7000 glue or adhesive strip; heat and a pry tool needed.',
    categorySlug: 'phone-screens', brand: 'Tecno', model: 'Tecno Spark 8C', condition: 'new',
    priceCents: 4500_00, originalPriceCents: null, stockCount: 13, rating: 4.3, reviewCount: 71,
    compatibility: ['Tecno Spark 8C'],
  },
  {
    sku: 'SCR-TEC-CAM19-LCD',
    name: 'Tecno Camon 19 LCD Screen Assembly',
    description:
      'LCD and touch glass assembly for the Tecno Camon 19 (not the Camon 19 Pro), frame not included. Heat, a pry tool and glue are needed to fit it.',
    categorySlug: 'phone-screens', brand: 'Tecno', model: 'Tecno Camon 19', condition: 'new',
    priceCents: 6500_00, originalPriceCents: null, stockCount: 7, rating: 4.2, reviewCount: 24,
    compatibility: ['Tecno Camon 19'],
  },
  {
    sku: 'SCR-INF-HOT10-LCD',
    name: 'Infinix Hot 10 LCD Screen Assembly',
    description:
      'LCD and touch glass assembly for the Infinix Hot 10, frame not included. Heat, a pry tool and glue are needed to fit it.',
    categorySlug: 'phone-screens', brand: 'Infinix', model: 'Infinix Hot 10', condition: 'new',
    priceCents: 4200_00, originalPriceCents: null, stockCount: 10, rating: 4.1, reviewCount: 48,
    compatibility: ['Infinix Hot 10'],
  },
  {
    sku: 'SCR-INF-HOT12-LCD',
    name: 'Infinix Hot 12 LCD Screen Assembly',
    description:
      'LCD and touch glass assembly for the Infinix Hot 12, frame not included. Heat, a pry tool and glue are needed to fit it.',
    categorySlug: 'phone-screens', brand: 'Infinix', model: 'Infinix Hot 12', condition: 'new',
    priceCents: 4800_00, originalPriceCents: 5500_00, stockCount: 9, rating: 4.3, reviewCount: 21,
    compatibility: ['Infinix Hot 12'],
  },
  {
    sku: 'SCR-RED-N10-OLED',
    name: 'Redmi Note 10 OLED Screen with Frame',
    description:
      'OLED screen pre-fitted in a new frame for the Redmi Note 10 and Note 10S (not the Note 10 5G or Note 10 Pro). Colours close to the original.',
    categorySlug: 'phone-screens', brand: 'Xiaomi', model: 'Redmi Note 10', condition: 'new',
    priceCents: 11000_00, originalPriceCents: null, stockCount: 5, rating: 4.4, reviewCount: 36,
    compatibility: ['Redmi Note 10', 'Redmi Note 10S'],
  },
  {
    sku: 'SCR-HUA-Y9-2019-LCD',
    name: 'Huawei Y9 (2019) LCD Screen Assembly',
    description:
      'LCD and touch glass assembly for the Huawei Y9 (2019), frame not included. Heat, a pry tool and glue are needed to fit it.',
    categorySlug: 'phone-screens', brand: 'Huawei', model: 'Huawei Y9 (2019)', condition: 'new',
    priceCents: 5200_00, originalPriceCents: 6000_00, stockCount: 4, rating: 4.0, reviewCount: 19,
    compatibility: ['Huawei Y9 (2019)'],
  },
  {
    sku: 'SCR-ALC-3-2019-LCD',
    name: 'Alcatel 3 (2019) LCD Screen Assembly',
    description:
      'LCD and touch glass assembly for the Alcatel 3 (2019), model 5053. Frame not included; heat, a pry tool and glue are needed.',
    categorySlug: 'phone-screens', brand: 'Alcatel', model: 'Alcatel 3 (2019)', condition: 'new',
    priceCents: 4500_00, originalPriceCents: null, stockCount: 0, rating: 3.9, reviewCount: 12,
    compatibility: ['Alcatel 3 (2019)'],
  },
  {
    sku: 'SCR-NOK-C21P-LCD',
    name: 'Nokia C21 Plus LCD Screen Assembly',
    description:
      'LCD and touch glass assembly for the Nokia C21 Plus, frame not included. Heat, a pry tool and glue are needed to fit it.',
    categorySlug: 'phone-screens', brand: 'Nokia', model: 'Nokia C21 Plus', condition: 'new',
    priceCents: 4200_00, originalPriceCents: null, stockCount: 5, rating: 4.0, reviewCount: 11,
    compatibility: ['Nokia C21 Plus'],
  },

  // ───────────────────────────── Batteries ─────────────────────────────
  {
    sku: 'BAT-SAM-A10-3400',
    name: 'Samsung Galaxy A10 Battery 3400 mAh (EB-BA750ABU)',
    description:
      'Replacement battery, part number EB-BA750ABU, for the Galaxy A10 and Galaxy A7 (2018). The back cover is glued, so you need heat and a pry tool; adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Samsung', model: 'Galaxy A10', condition: 'new',
    priceCents: 2500_00, originalPriceCents: null, stockCount: 20, rating: 4.3, reviewCount: 131,
    compatibility: ['Galaxy A10', 'Galaxy A7 (2018)'],
  },
  {
    sku: 'BAT-SAM-A12-5000',
    name: 'Samsung Galaxy A12 Battery 5000 mAh',
    description:
      'Replacement 5000 mAh battery for the Galaxy A12 (SM-A125). Adhesive strips included; you need heat and a pry tool to lift the back cover.',
    categorySlug: 'phone-batteries', brand: 'Samsung', model: 'Galaxy A12', condition: 'new',
    priceCents: 3000_00, originalPriceCents: null, stockCount: 24, rating: 4.5, reviewCount: 164,
    compatibility: ['Galaxy A12'],
  },
  {
    sku: 'BAT-SAM-A14-5000',
    name: 'Samsung Galaxy A14 Battery 5000 mAh',
    description:
      'Replacement 5000 mAh battery for the 4G Galaxy A14 (SM-A145). Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Samsung', model: 'Galaxy A14', condition: 'new',
    priceCents: 3500_00, originalPriceCents: null, stockCount: 16, rating: 4.6, reviewCount: 77,
    compatibility: ['Galaxy A14'],
  },
  {
    sku: 'BAT-SAM-A24-5000',
    name: 'Samsung Galaxy A24 Battery 5000 mAh',
    description:
      'Replacement 5000 mAh battery for the Galaxy A24 (SM-A245). Adhesive strips included; heat and a pry tool needed.',
    categorySlug: 'phone-batteries', brand: 'Samsung', model: 'Galaxy A24', condition: 'new',
    priceCents: 3800_00, originalPriceCents: null, stockCount: 6, rating: 4.4, reviewCount: 8,
    compatibility: ['Galaxy A24'],
  },
  {
    sku: 'BAT-SAM-A20-A50-4000',
    name: 'Samsung Galaxy A20 / A30 / A50 Battery 4000 mAh (EB-BA505ABU)',
    description:
      'One battery, part number EB-BA505ABU, that fits the Galaxy A20, A30, A30s and A50. Adhesive strips included; heat and a pry tool needed.',
    categorySlug: 'phone-batteries', brand: 'Samsung', model: 'Galaxy A20', condition: 'new',
    priceCents: 3000_00, originalPriceCents: 3600_00, stockCount: 19, rating: 4.4, reviewCount: 203,
    compatibility: ['Galaxy A20', 'Galaxy A30', 'Galaxy A30s', 'Galaxy A50'],
  },
  {
    sku: 'BAT-SAM-A32-5000',
    name: 'Samsung Galaxy A32 Battery 5000 mAh',
    description:
      'Replacement 5000 mAh battery for the Galaxy A32 4G (SM-A325). Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Samsung', model: 'Galaxy A32', condition: 'new',
    priceCents: 3800_00, originalPriceCents: null, stockCount: 9, rating: 4.5, reviewCount: 29,
    compatibility: ['Galaxy A32'],
  },
  {
    sku: 'BAT-SAM-A51-4000',
    name: 'Samsung Galaxy A51 Battery 4000 mAh (EB-BA515ABY)',
    description:
      'Replacement battery, part number EB-BA515ABY, for the Galaxy A51 (SM-A515). Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Samsung', model: 'Galaxy A51', condition: 'new',
    priceCents: 3500_00, originalPriceCents: null, stockCount: 11, rating: 4.3, reviewCount: 66,
    compatibility: ['Galaxy A51'],
  },
  {
    sku: 'BAT-SAM-A52-4500',
    name: 'Samsung Galaxy A52 Battery 4500 mAh (EB-BA525ABY)',
    description:
      'Replacement battery, part number EB-BA525ABY, for the Galaxy A52, A52 5G and A52s 5G. Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Samsung', model: 'Galaxy A52', condition: 'new',
    priceCents: 4000_00, originalPriceCents: null, stockCount: 8, rating: 4.6, reviewCount: 44,
    compatibility: ['Galaxy A52', 'Galaxy A52 5G', 'Galaxy A52s 5G'],
  },
  {
    sku: 'BAT-SAM-S10-3400',
    name: 'Samsung Galaxy S10 Battery 3400 mAh (EB-BG973ABU)',
    description:
      'Replacement battery, part number EB-BG973ABU, for the Galaxy S10 (not the S10e or S10+). The back is glass, so use gentle heat; adhesive included.',
    categorySlug: 'phone-batteries', brand: 'Samsung', model: 'Galaxy S10', condition: 'new',
    priceCents: 4200_00, originalPriceCents: null, stockCount: 5, rating: 4.2, reviewCount: 38,
    compatibility: ['Galaxy S10'],
  },
  {
    sku: 'BAT-SAM-S21-4000',
    name: 'Samsung Galaxy S21 5G Battery 4000 mAh (EB-BG991ABY)',
    description:
      'Replacement battery, part number EB-BG991ABY, for the Galaxy S21 5G. Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Samsung', model: 'Galaxy S21', condition: 'new',
    priceCents: 5500_00, originalPriceCents: null, stockCount: 0, rating: 4.5, reviewCount: 15,
    compatibility: ['Galaxy S21'],
  },
  {
    sku: 'BAT-APL-IP7-1960',
    name: 'Apple iPhone 7 Battery 1960 mAh',
    description:
      'Zero-cycle replacement battery for the iPhone 7, with pull-tab adhesive strips. You need a pentalobe screwdriver, a suction cup and a screen adhesive gasket.',
    categorySlug: 'phone-batteries', brand: 'Apple', model: 'iPhone 7', condition: 'new',
    priceCents: 2200_00, originalPriceCents: null, stockCount: 18, rating: 4.2, reviewCount: 142,
    compatibility: ['iPhone 7'],
  },
  {
    sku: 'BAT-APL-IP8-1821',
    name: 'Apple iPhone 8 / SE (2020) Battery 1821 mAh',
    description:
      'Zero-cycle replacement battery for the iPhone 8 and iPhone SE (2020), with pull-tab adhesive strips.',
    categorySlug: 'phone-batteries', brand: 'Apple', model: 'iPhone 8', condition: 'new',
    priceCents: 2400_00, originalPriceCents: null, stockCount: 22, rating: 4.4, reviewCount: 176,
    compatibility: ['iPhone 8', 'iPhone SE (2020)'],
  },
  {
    sku: 'BAT-APL-IPXR-2942',
    name: 'Apple iPhone XR Battery 2942 mAh',
    description:
      'Zero-cycle replacement battery for the iPhone XR, with pull-tab adhesive strips. Settings will say the battery could not be verified and will not show battery health; charging works normally.',
    categorySlug: 'phone-batteries', brand: 'Apple', model: 'iPhone XR', condition: 'new',
    priceCents: 3800_00, originalPriceCents: 4500_00, stockCount: 14, rating: 4.3, reviewCount: 121,
    compatibility: ['iPhone XR'],
  },
  {
    sku: 'BAT-APL-IP11-3110',
    name: 'Apple iPhone 11 Battery 3110 mAh',
    description:
      'Zero-cycle replacement battery for the iPhone 11, with pull-tab adhesive strips. Settings will say the battery could not be verified; charging works normally.',
    categorySlug: 'phone-batteries', brand: 'Apple', model: 'iPhone 11', condition: 'new',
    priceCents: 4200_00, originalPriceCents: null, stockCount: 26, rating: 4.5, reviewCount: 238,
    compatibility: ['iPhone 11'],
  },
  {
    sku: 'BAT-APL-IP12-2815',
    name: 'Apple iPhone 12 / 12 Pro Battery 2815 mAh',
    description:
      'Zero-cycle replacement battery that fits both the iPhone 12 and 12 Pro, with adhesive strips. Settings will say the battery could not be verified; charging works normally.',
    categorySlug: 'phone-batteries', brand: 'Apple', model: 'iPhone 12', condition: 'new',
    priceCents: 4800_00, originalPriceCents: null, stockCount: 12, rating: 4.4, reviewCount: 89,
    compatibility: ['iPhone 12', 'iPhone 12 Pro'],
  },
  {
    sku: 'BAT-APL-IP13PM-4352',
    name: 'Apple iPhone 13 Pro Max Battery 4352 mAh',
    description:
      'Zero-cycle replacement battery for the iPhone 13 Pro Max, with adhesive strips. Settings will say the battery could not be verified; charging works normally.',
    categorySlug: 'phone-batteries', brand: 'Apple', model: 'iPhone 13 Pro Max', condition: 'new',
    priceCents: 6500_00, originalPriceCents: null, stockCount: 2, rating: 4.6, reviewCount: 27,
    compatibility: ['iPhone 13 Pro Max'],
  },
  {
    sku: 'BAT-APL-IP14PL-4325',
    name: 'Apple iPhone 14 Plus Battery 4325 mAh',
    description:
      'Zero-cycle replacement battery for the iPhone 14 Plus, with adhesive strips. Settings will say the battery could not be verified; charging works normally.',
    categorySlug: 'phone-batteries', brand: 'Apple', model: 'iPhone 14 Plus', condition: 'new',
    priceCents: 7000_00, originalPriceCents: null, stockCount: 4, rating: 4.5, reviewCount: 10,
    compatibility: ['iPhone 14 Plus'],
  },
  {
    sku: 'BAT-MOT-GPWR21-5000',
    name: 'Motorola Moto G Power (2021) Battery 5000 mAh',
    description:
      'Replacement 5000 mAh battery for the Moto G Power (2021). Adhesive strips included; heat and a pry tool needed to lift the back cover.',
    categorySlug: 'phone-batteries', brand: 'Motorola', model: 'Moto G Power (2021)', condition: 'new',
    priceCents: 4000_00, originalPriceCents: null, stockCount: 7, rating: 4.3, reviewCount: 34,
    compatibility: ['Moto G Power (2021)'],
  },
  {
    sku: 'BAT-MOT-E2020-3550',
    name: 'Motorola Moto E (2020) Battery 3550 mAh',
    description:
      'Replacement 3550 mAh battery for the Moto E (2020). Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Motorola', model: 'Moto E (2020)', condition: 'new',
    priceCents: 2800_00, originalPriceCents: null, stockCount: 0, rating: 4.0, reviewCount: 18,
    compatibility: ['Moto E (2020)'],
  },
  {
    sku: 'BAT-TEC-SPK7-6000',
    name: 'Tecno Spark 7 Battery 6000 mAh',
    description:
      'Replacement 6000 mAh battery for the Tecno Spark 7 (not the Spark 7P). Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Tecno', model: 'Tecno Spark 7', condition: 'new',
    priceCents: 3000_00, originalPriceCents: null, stockCount: 10, rating: 4.1, reviewCount: 40,
    compatibility: ['Tecno Spark 7'],
  },
  {
    sku: 'BAT-INF-SMART6-5000',
    name: 'Infinix Smart 6 Battery 5000 mAh',
    description:
      'Replacement 5000 mAh battery for the Infinix Smart 6. Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Infinix', model: 'Infinix Smart 6', condition: 'new',
    priceCents: 2800_00, originalPriceCents: 3300_00, stockCount: 9, rating: 4.2, reviewCount: 31,
    compatibility: ['Infinix Smart 6'],
  },
  {
    sku: 'BAT-RED-N9-5020',
    name: 'Redmi Note 9 Battery 5020 mAh (BN54)',
    description:
      'Replacement battery, Xiaomi part BN54, for the Redmi Note 9 and Redmi 9. Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Xiaomi', model: 'Redmi Note 9', condition: 'new',
    priceCents: 3300_00, originalPriceCents: null, stockCount: 6, rating: 4.3, reviewCount: 38,
    compatibility: ['Redmi Note 9', 'Redmi 9'],
  },
  {
    sku: 'BAT-RED-N10-5000',
    name: 'Redmi Note 10 Battery 5000 mAh (BN59)',
    description:
      'Replacement battery, Xiaomi part BN59, for the Redmi Note 10 and Note 10S. Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Xiaomi', model: 'Redmi Note 10', condition: 'new',
    priceCents: 3800_00, originalPriceCents: null, stockCount: 8, rating: 4.4, reviewCount: 45,
    compatibility: ['Redmi Note 10', 'Redmi Note 10S'],
  },
  {
    sku: 'BAT-HUA-Y9-2019-4000',
    name: 'Huawei Y9 (2019) Battery 4000 mAh (HB406689ECW)',
    description:
      'Replacement battery, part number HB406689ECW, for the Huawei Y9 (2019) and Y7 (2019). Adhesive strips included.',
    categorySlug: 'phone-batteries', brand: 'Huawei', model: 'Huawei Y9 (2019)', condition: 'new',
    priceCents: 3000_00, originalPriceCents: null, stockCount: 5, rating: 4.1, reviewCount: 22,
    compatibility: ['Huawei Y9 (2019)', 'Huawei Y7 (2019)'],
  },
  {
    sku: 'BAT-NOK-C20-3000',
    name: 'Nokia C20 Battery 3000 mAh',
    description:
      'Removable 3000 mAh battery for the Nokia C20. It clips in under the back cover, so no tools are needed.',
    categorySlug: 'phone-batteries', brand: 'Nokia', model: 'Nokia C20', condition: 'new',
    priceCents: 2000_00, originalPriceCents: null, stockCount: 12, rating: 4.0, reviewCount: 15,
    compatibility: ['Nokia C20'],
  },
  {
    sku: 'BAT-ALC-1-2000',
    name: 'Alcatel 1 Battery 2000 mAh',
    description:
      'Removable 2000 mAh battery for the Alcatel 1 (5033). Snap off the back cover and swap it in, no tools needed.',
    categorySlug: 'phone-batteries', brand: 'Alcatel', model: 'Alcatel 1', condition: 'new',
    priceCents: 2000_00, originalPriceCents: null, stockCount: 8, rating: 3.8, reviewCount: 16,
    compatibility: ['Alcatel 1'],
  },
  {
    sku: 'BAT-TCL-30SE-5000',
    name: 'TCL 30 SE Battery 5000 mAh',
    description:
      'Replacement 5000 mAh battery for the TCL 30 SE. Adhesive strips included; heat and a pry tool needed.',
    categorySlug: 'phone-batteries', brand: 'TCL', model: 'TCL 30 SE', condition: 'new',
    priceCents: 3200_00, originalPriceCents: null, stockCount: 3, rating: 3.9, reviewCount: 7,
    compatibility: ['TCL 30 SE'],
  },

  // ───────────────────────────── Cameras ─────────────────────────────
  {
    sku: 'CAM-APL-IP7-REAR',
    name: 'Apple iPhone 7 Rear Camera 12 MP',
    description:
      'Rear camera module for the iPhone 7 (not the 7 Plus). Plugs straight onto the board; the camera lens glass is a separate part.',
    categorySlug: 'phone-cameras', brand: 'Apple', model: 'iPhone 7', condition: 'new',
    priceCents: 3500_00, originalPriceCents: null, stockCount: 10, rating: 4.2, reviewCount: 41,
    compatibility: ['iPhone 7'],
  },
  {
    sku: 'CAM-APL-IPX-REAR-RF',
    name: 'Apple iPhone X Rear Dual Camera Module (Refurbished)',
    description:
      'Original Apple wide and telephoto camera module for the iPhone X, cleaned and tested for focus, portrait mode and video.',
    categorySlug: 'phone-cameras', brand: 'Apple', model: 'iPhone X', condition: 'refurbished',
    priceCents: 6500_00, originalPriceCents: null, stockCount: 4, rating: 4.2, reviewCount: 12,
    compatibility: ['iPhone X'],
  },
  {
    sku: 'CAM-APL-IPXR-REAR',
    name: 'Apple iPhone XR Rear Camera 12 MP',
    description:
      'Rear camera module for the iPhone XR, tested for focus, flash sync and 4K video.',
    categorySlug: 'phone-cameras', brand: 'Apple', model: 'iPhone XR', condition: 'new',
    priceCents: 5500_00, originalPriceCents: null, stockCount: 7, rating: 4.3, reviewCount: 36,
    compatibility: ['iPhone XR'],
  },
  {
    sku: 'CAM-APL-IP11-REAR-RF',
    name: 'Apple iPhone 11 Rear Dual Camera Module (Refurbished)',
    description:
      'Original Apple wide and ultra-wide camera module for the iPhone 11, cleaned and tested for focus, zoom switching and video.',
    categorySlug: 'phone-cameras', brand: 'Apple', model: 'iPhone 11', condition: 'refurbished',
    priceCents: 9000_00, originalPriceCents: null, stockCount: 5, rating: 4.4, reviewCount: 28,
    compatibility: ['iPhone 11'],
  },
  {
    sku: 'CAM-APL-IP11-FRONT',
    name: 'Apple iPhone 11 Front Camera 12 MP',
    description:
      'Front (selfie) camera for the iPhone 11. Front camera only; the Face ID parts are not included.',
    categorySlug: 'phone-cameras', brand: 'Apple', model: 'iPhone 11', condition: 'new',
    priceCents: 4500_00, originalPriceCents: null, stockCount: 6, rating: 4.1, reviewCount: 19,
    compatibility: ['iPhone 11'],
  },
  {
    sku: 'CAM-APL-IP11-LENS',
    name: 'Apple iPhone 11 Rear Camera Lens Glass with Bezel (Black)',
    description:
      'Replacement lens glass for both rear cameras, pre-fitted in a black bezel with adhesive. Fixes cracked lens covers on the iPhone 11; the cameras themselves are not included.',
    categorySlug: 'phone-cameras', brand: 'Apple', model: 'iPhone 11', condition: 'new',
    priceCents: 2500_00, originalPriceCents: 3000_00, stockCount: 30, rating: 4.5, reviewCount: 92,
    compatibility: ['iPhone 11'],
  },
  {
    sku: 'CAM-APL-IP12-REAR',
    name: 'Apple iPhone 12 Rear Dual Camera Module',
    description:
      'Wide and ultra-wide rear camera module for the iPhone 12 (not the 12 Pro). Settings may show a notice that the camera could not be verified; photos and video work normally.',
    categorySlug: 'phone-cameras', brand: 'Apple', model: 'iPhone 12', condition: 'new',
    priceCents: 12500_00, originalPriceCents: 14000_00, stockCount: 3, rating: 4.3, reviewCount: 14,
    compatibility: ['iPhone 12'],
  },
  {
    sku: 'CAM-APL-IP13-REAR-RF',
    name: 'Apple iPhone 13 Rear Dual Camera Module (Refurbished)',
    description:
      'Original Apple rear camera module for the iPhone 13, cleaned and tested for focus, stabilisation and video. Settings may show a notice that the camera could not be verified.',
    categorySlug: 'phone-cameras', brand: 'Apple', model: 'iPhone 13', condition: 'refurbished',
    priceCents: 14500_00, originalPriceCents: null, stockCount: 0, rating: 4.5, reviewCount: 9,
    compatibility: ['iPhone 13'],
  },
  {
    sku: 'CAM-SAM-A12-REAR-48',
    name: 'Samsung Galaxy A12 Rear Main Camera 48 MP',
    description:
      'Main 48 MP rear camera for the Galaxy A12 (SM-A125). Plugs onto the main board under the back cover.',
    categorySlug: 'phone-cameras', brand: 'Samsung', model: 'Galaxy A12', condition: 'new',
    priceCents: 2800_00, originalPriceCents: null, stockCount: 12, rating: 4.2, reviewCount: 47,
    compatibility: ['Galaxy A12'],
  },
  {
    sku: 'CAM-SAM-A14-FRONT-13',
    name: 'Samsung Galaxy A14 Front Camera 13 MP',
    description:
      'Front (selfie) camera for the 4G Galaxy A14 (SM-A145).',
    categorySlug: 'phone-cameras', brand: 'Samsung', model: 'Galaxy A14', condition: 'new',
    priceCents: 2500_00, originalPriceCents: null, stockCount: 9, rating: 4.0, reviewCount: 11,
    compatibility: ['Galaxy A14'],
  },
  {
    sku: 'CAM-SAM-A32-REAR-64',
    name: 'Samsung Galaxy A32 Rear Main Camera 64 MP',
    description:
      'Main 64 MP rear camera for the Galaxy A32 4G (SM-A325).',
    categorySlug: 'phone-cameras', brand: 'Samsung', model: 'Galaxy A32', condition: 'new',
    priceCents: 4200_00, originalPriceCents: null, stockCount: 4, rating: 4.3, reviewCount: 18,
    compatibility: ['Galaxy A32'],
  },
  {
    sku: 'CAM-SAM-A52-REAR-64',
    name: 'Samsung Galaxy A52 Rear Main Camera 64 MP',
    description:
      'Main 64 MP rear camera with optical image stabilisation for the Galaxy A52 and A52 5G.',
    categorySlug: 'phone-cameras', brand: 'Samsung', model: 'Galaxy A52', condition: 'new',
    priceCents: 5500_00, originalPriceCents: null, stockCount: 0, rating: 4.4, reviewCount: 13,
    compatibility: ['Galaxy A52', 'Galaxy A52 5G'],
  },
  {
    sku: 'CAM-SAM-S9-REAR-USED',
    name: 'Samsung Galaxy S9 Rear Camera 12 MP (Used)',
    description:
      'Original rear camera taken from a working Galaxy S9, with the dual-aperture lens working. Tested before sale and exchanged if defective when reported within 7 days of delivery.',
    categorySlug: 'phone-cameras', brand: 'Samsung', model: 'Galaxy S9', condition: 'used',
    priceCents: 3500_00, originalPriceCents: null, stockCount: 2, rating: 4.0, reviewCount: 6,
    compatibility: ['Galaxy S9'],
  },
  {
    sku: 'CAM-SAM-S21-REAR-RF',
    name: 'Samsung Galaxy S21 5G Rear Triple Camera Set (Refurbished)',
    description:
      'Original main, ultra-wide and telephoto cameras for the Galaxy S21 5G, cleaned and tested.',
    categorySlug: 'phone-cameras', brand: 'Samsung', model: 'Galaxy S21', condition: 'refurbished',
    priceCents: 13500_00, originalPriceCents: null, stockCount: 3, rating: 4.4, reviewCount: 8,
    compatibility: ['Galaxy S21'],
  },
  {
    sku: 'CAM-RED-N10-REAR-48',
    name: 'Redmi Note 10 Rear Main Camera 48 MP',
    description:
      'Main 48 MP rear camera for the Redmi Note 10.',
    categorySlug: 'phone-cameras', brand: 'Xiaomi', model: 'Redmi Note 10', condition: 'new',
    priceCents: 3800_00, originalPriceCents: null, stockCount: 5, rating: 4.1, reviewCount: 9,
    compatibility: ['Redmi Note 10'],
  },

  // ───────────────────────────── Charging ports ─────────────────────────────
  {
    sku: 'CHG-SAM-A10S-BRD',
    name: 'Samsung Galaxy A10s Charging Port Board (Micro-USB)',
    description:
      'Sub-board with the micro-USB charging port and microphone for the Galaxy A10s (SM-A107). Fixes loose charging and a dead microphone.',
    categorySlug: 'phone-charging-ports', brand: 'Samsung', model: 'Galaxy A10s', condition: 'new',
    priceCents: 1500_00, originalPriceCents: null, stockCount: 18, rating: 4.2, reviewCount: 64,
    compatibility: ['Galaxy A10s'],
  },
  {
    sku: 'CHG-SAM-A12-BRD',
    name: 'Samsung Galaxy A12 USB-C Charging Port Board',
    description:
      'Sub-board with the USB-C charging port and microphone for the Galaxy A12 (SM-A125). Connects with the main flex cable, so no soldering.',
    categorySlug: 'phone-charging-ports', brand: 'Samsung', model: 'Galaxy A12', condition: 'new',
    priceCents: 1800_00, originalPriceCents: 2200_00, stockCount: 25, rating: 4.4, reviewCount: 121,
    compatibility: ['Galaxy A12'],
  },
  {
    sku: 'CHG-SAM-A13-BRD',
    name: 'Samsung Galaxy A13 USB-C Charging Port Board',
    description:
      'Sub-board with the USB-C charging port and microphone for the 4G Galaxy A13 (SM-A135).',
    categorySlug: 'phone-charging-ports', brand: 'Samsung', model: 'Galaxy A13', condition: 'new',
    priceCents: 2200_00, originalPriceCents: null, stockCount: 14, rating: 4.3, reviewCount: 40,
    compatibility: ['Galaxy A13'],
  },
  {
    sku: 'CHG-SAM-A23-BRD',
    name: 'Samsung Galaxy A23 USB-C Charging Port Board',
    description:
      'Sub-board with the USB-C charging port and microphone for the 4G Galaxy A23 (SM-A235).',
    categorySlug: 'phone-charging-ports', brand: 'Samsung', model: 'Galaxy A23', condition: 'new',
    priceCents: 2300_00, originalPriceCents: null, stockCount: 8, rating: 4.2, reviewCount: 17,
    compatibility: ['Galaxy A23'],
  },
  {
    sku: 'CHG-SAM-A32-BRD',
    name: 'Samsung Galaxy A32 USB-C Charging Port Board',
    description:
      'Sub-board with the USB-C charging port and microphone for the Galaxy A32 4G (SM-A325).',
    categorySlug: 'phone-charging-ports', brand: 'Samsung', model: 'Galaxy A32', condition: 'new',
    priceCents: 2500_00, originalPriceCents: null, stockCount: 0, rating: 4.3, reviewCount: 22,
    compatibility: ['Galaxy A32'],
  },
  {
    sku: 'CHG-SAM-A51-BRD-RF',
    name: 'Samsung Galaxy A51 Original Charging Port Board (Refurbished)',
    description:
      'Original Samsung USB-C board for the Galaxy A51 (SM-A515), cleaned and tested for fast charging and the microphone.',
    categorySlug: 'phone-charging-ports', brand: 'Samsung', model: 'Galaxy A51', condition: 'refurbished',
    priceCents: 2800_00, originalPriceCents: null, stockCount: 4, rating: 4.1, reviewCount: 12,
    compatibility: ['Galaxy A51'],
  },
  {
    sku: 'CHG-SAM-A53-BRD',
    name: 'Samsung Galaxy A53 5G USB-C Charging Port Board',
    description:
      'Sub-board with the USB-C charging port and microphone for the Galaxy A53 5G (SM-A536). Supports 25 W fast charging.',
    categorySlug: 'phone-charging-ports', brand: 'Samsung', model: 'Galaxy A53 5G', condition: 'new',
    priceCents: 3200_00, originalPriceCents: null, stockCount: 6, rating: 4.4, reviewCount: 15,
    compatibility: ['Galaxy A53 5G'],
  },
  {
    sku: 'CHG-APL-IPXR-FLEX-BLK',
    name: 'Apple iPhone XR Lightning Charging Port Flex (Black)',
    description:
      'Lightning port flex with the bottom microphone for the iPhone XR, in black to match a black frame. The speaker and Taptic Engine must come out to fit it.',
    categorySlug: 'phone-charging-ports', brand: 'Apple', model: 'iPhone XR', condition: 'new',
    priceCents: 3500_00, originalPriceCents: 4200_00, stockCount: 7, rating: 4.2, reviewCount: 33,
    compatibility: ['iPhone XR'],
  },
  {
    sku: 'CHG-APL-IP11-FLEX',
    name: 'Apple iPhone 11 Lightning Charging Port Flex',
    description:
      'Lightning port flex with the bottom microphones for the iPhone 11. Fixes loose charging and callers not hearing you on speaker.',
    categorySlug: 'phone-charging-ports', brand: 'Apple', model: 'iPhone 11', condition: 'new',
    priceCents: 3800_00, originalPriceCents: null, stockCount: 9, rating: 4.3, reviewCount: 58,
    compatibility: ['iPhone 11'],
  },
  {
    sku: 'CHG-APL-IP12-FLEX-RF',
    name: 'Apple iPhone 12 / 12 Pro Original Lightning Port Flex (Refurbished)',
    description:
      'Original Apple Lightning port flex that fits the iPhone 12 and 12 Pro, cleaned and tested for charging, data and microphones.',
    categorySlug: 'phone-charging-ports', brand: 'Apple', model: 'iPhone 12', condition: 'refurbished',
    priceCents: 4200_00, originalPriceCents: null, stockCount: 5, rating: 4.3, reviewCount: 10,
    compatibility: ['iPhone 12', 'iPhone 12 Pro'],
  },
  {
    sku: 'CHG-APL-IP13-FLEX',
    name: 'Apple iPhone 13 Lightning Charging Port Flex',
    description:
      'Lightning port flex with the bottom microphones for the iPhone 13. Screen removal needed; best fitted by a technician.',
    categorySlug: 'phone-charging-ports', brand: 'Apple', model: 'iPhone 13', condition: 'new',
    priceCents: 5500_00, originalPriceCents: null, stockCount: 3, rating: 4.5, reviewCount: 12,
    compatibility: ['iPhone 13'],
  },
  {
    sku: 'CHG-MOT-GPWR21-BRD-USED',
    name: 'Motorola Moto G Power (2021) Charging Port Board (Used)',
    description:
      'Original USB-C board taken from a working Moto G Power (2021). Tested before sale and exchanged if defective when reported within 7 days of delivery.',
    categorySlug: 'phone-charging-ports', brand: 'Motorola', model: 'Moto G Power (2021)', condition: 'used',
    priceCents: 1800_00, originalPriceCents: null, stockCount: 1, rating: 4.0, reviewCount: 5,
    compatibility: ['Moto G Power (2021)'],
  },
  {
    sku: 'CHG-MOT-GPURE-BRD',
    name: 'Motorola Moto G Pure Charging Port Board',
    description:
      'Sub-board with the USB-C charging port and microphone for the Moto G Pure.',
    categorySlug: 'phone-charging-ports', brand: 'Motorola', model: 'Moto G Pure', condition: 'new',
    priceCents: 2000_00, originalPriceCents: null, stockCount: 8, rating: 4.1, reviewCount: 14,
    compatibility: ['Moto G Pure'],
  },
  {
    sku: 'CHG-TEC-CAM17-BRD',
    name: 'Tecno Camon 17 Charging Port Board',
    description:
      'Sub-board with the charging port and microphone for the Tecno Camon 17 (not the Camon 17P or 17 Pro).',
    categorySlug: 'phone-charging-ports', brand: 'Tecno', model: 'Tecno Camon 17', condition: 'new',
    priceCents: 1800_00, originalPriceCents: null, stockCount: 10, rating: 4.0, reviewCount: 12,
    compatibility: ['Tecno Camon 17'],
  },
  {
    sku: 'CHG-INF-NOTE12-BRD',
    name: 'Infinix Note 12 Charging Port Board',
    description:
      'Sub-board with the USB-C charging port and microphone for the Infinix Note 12.',
    categorySlug: 'phone-charging-ports', brand: 'Infinix', model: 'Infinix Note 12', condition: 'new',
    priceCents: 2000_00, originalPriceCents: null, stockCount: 5, rating: 4.1, reviewCount: 9,
    compatibility: ['Infinix Note 12'],
  },
  {
    sku: 'CHG-RED-N8-BRD',
    name: 'Redmi Note 8 USB-C Charging Port Board',
    description:
      'Sub-board with the USB-C charging port and microphone for the Redmi Note 8 (not the Note 8 Pro).',
    categorySlug: 'phone-charging-ports', brand: 'Xiaomi', model: 'Redmi Note 8', condition: 'new',
    priceCents: 1600_00, originalPriceCents: null, stockCount: 12, rating: 4.2, reviewCount: 37,
    compatibility: ['Redmi Note 8'],
  },
  {
    sku: 'CHG-ZTE-A51-BRD',
    name: 'ZTE Blade A51 Charging Port Board',
    description:
      'Sub-board with the charging port and microphone for the ZTE Blade A51.',
    categorySlug: 'phone-charging-ports', brand: 'ZTE', model: 'ZTE Blade A51', condition: 'new',
    priceCents: 1500_00, originalPriceCents: null, stockCount: 4, rating: 3.9, reviewCount: 6,
    compatibility: ['ZTE Blade A51'],
  },

  // ───────────────────────────── Back covers ─────────────────────────────
  {
    sku: 'BCK-SAM-A12-BLK',
    name: 'Samsung Galaxy A12 Back Cover (Black)',
    description:
      'Plastic back cover with the camera lens glass already fitted, for the Galaxy A12 (SM-A125). Adhesive included; warm the old cover to lift it.',
    categorySlug: 'phone-back-covers', brand: 'Samsung', model: 'Galaxy A12', condition: 'new',
    priceCents: 1800_00, originalPriceCents: null, stockCount: 20, rating: 4.2, reviewCount: 58,
    compatibility: ['Galaxy A12'],
  },
  {
    sku: 'BCK-SAM-A14-BLK',
    name: 'Samsung Galaxy A14 Back Cover (Black)',
    description:
      'Plastic back cover with camera lens glass for the 4G Galaxy A14 (SM-A145). Adhesive included.',
    categorySlug: 'phone-back-covers', brand: 'Samsung', model: 'Galaxy A14', condition: 'new',
    priceCents: 2000_00, originalPriceCents: null, stockCount: 15, rating: 4.3, reviewCount: 27,
    compatibility: ['Galaxy A14'],
  },
  {
    sku: 'BCK-SAM-A34-GRA',
    name: 'Samsung Galaxy A34 5G Back Cover (Awesome Graphite)',
    description:
      'Back cover in Awesome Graphite for the Galaxy A34 5G (SM-A346), with camera lens rings fitted. Adhesive included.',
    categorySlug: 'phone-back-covers', brand: 'Samsung', model: 'Galaxy A34 5G', condition: 'new',
    priceCents: 3200_00, originalPriceCents: null, stockCount: 6, rating: 4.4, reviewCount: 9,
    compatibility: ['Galaxy A34 5G'],
  },
  {
    sku: 'BCK-SAM-S20-GRY',
    name: 'Samsung Galaxy S20 Back Glass (Cosmic Gray)',
    description:
      'Back glass in Cosmic Gray with the camera lens cover fitted, for the Galaxy S20 and S20 5G. Needs heat to remove the old glass; adhesive included.',
    categorySlug: 'phone-back-covers', brand: 'Samsung', model: 'Galaxy S20', condition: 'new',
    priceCents: 2800_00, originalPriceCents: 3300_00, stockCount: 8, rating: 4.2, reviewCount: 17,
    compatibility: ['Galaxy S20', 'Galaxy S20 5G'],
  },
  {
    sku: 'BCK-APL-IP11-GLS-BLK',
    name: 'Apple iPhone 11 Back Glass, Big Camera Hole (Black)',
    description:
      'Back glass with a big camera hole for the iPhone 11, so the camera bump surround is reused. Taking off the old glass cleanly needs a laser machine, so it is best fitted by a repair shop.',
    categorySlug: 'phone-back-covers', brand: 'Apple', model: 'iPhone 11', condition: 'new',
    priceCents: 2500_00, originalPriceCents: 3000_00, stockCount: 22, rating: 4.1, reviewCount: 84,
    compatibility: ['iPhone 11'],
  },
  {
    sku: 'BCK-APL-IP12-GLS-BLU',
    name: 'Apple iPhone 12 Back Glass, Big Camera Hole (Blue)',
    description:
      'Back glass in blue with a big camera hole for the iPhone 12 (not the 12 Pro). Needs a laser machine to remove the old glass; best fitted by a repair shop.',
    categorySlug: 'phone-back-covers', brand: 'Apple', model: 'iPhone 12', condition: 'new',
    priceCents: 2800_00, originalPriceCents: null, stockCount: 10, rating: 4.2, reviewCount: 31,
    compatibility: ['iPhone 12'],
  },
  {
    sku: 'BCK-APL-IP13P-HSG-BLU',
    name: 'Apple iPhone 13 Pro Back Housing with Frame (Sierra Blue)',
    description:
      'Complete housing for the iPhone 13 Pro: frame, back glass, side buttons and SIM tray already fitted. You move the board, battery, cameras and screen across.',
    categorySlug: 'phone-back-covers', brand: 'Apple', model: 'iPhone 13 Pro', condition: 'new',
    priceCents: 11500_00, originalPriceCents: null, stockCount: 3, rating: 4.5, reviewCount: 13,
    compatibility: ['iPhone 13 Pro'],
  },
  {
    sku: 'BCK-APL-IP14-GLS-MID',
    name: 'Apple iPhone 14 Back Glass Panel (Midnight)',
    description:
      'Back glass panel in Midnight for the iPhone 14. On the iPhone 14 the back glass comes off on its own, so no laser machine is needed; adhesive included.',
    categorySlug: 'phone-back-covers', brand: 'Apple', model: 'iPhone 14', condition: 'new',
    priceCents: 6000_00, originalPriceCents: null, stockCount: 5, rating: 4.6, reviewCount: 8,
    compatibility: ['iPhone 14'],
  },
  {
    sku: 'BCK-APL-IPXR-HSG-RED-USED',
    name: 'Apple iPhone XR Back Housing (Used, Red)',
    description:
      'Original Apple housing in red taken from an iPhone XR, back glass not cracked. Scuffs on the frame edges; buttons and SIM tray included. Exchanged if defective when reported within 7 days of delivery.',
    categorySlug: 'phone-back-covers', brand: 'Apple', model: 'iPhone XR', condition: 'used',
    priceCents: 4500_00, originalPriceCents: null, stockCount: 2, rating: 3.9, reviewCount: 5,
    compatibility: ['iPhone XR'],
  },
  {
    sku: 'BCK-APL-IP12PM-HSG-RF',
    name: 'Apple iPhone 12 Pro Max Back Housing with Frame (Refurbished, Graphite)',
    description:
      'Original Apple housing in Graphite for the iPhone 12 Pro Max, with new back glass and the frame polished. Buttons and SIM tray fitted.',
    categorySlug: 'phone-back-covers', brand: 'Apple', model: 'iPhone 12 Pro Max', condition: 'refurbished',
    priceCents: 9800_00, originalPriceCents: null, stockCount: 0, rating: 4.2, reviewCount: 7,
    compatibility: ['iPhone 12 Pro Max'],
  },
  {
    sku: 'BCK-MOT-GSTY21-BLK',
    name: 'Motorola Moto G Stylus (2021) Back Cover (Aurora Black)',
    description:
      'Back cover in Aurora Black with camera lens glass for the Moto G Stylus (2021). Adhesive included.',
    categorySlug: 'phone-back-covers', brand: 'Motorola', model: 'Moto G Stylus (2021)', condition: 'new',
    priceCents: 2500_00, originalPriceCents: null, stockCount: 0, rating: 4.0, reviewCount: 6,
    compatibility: ['Moto G Stylus (2021)'],
  },
  {
    sku: 'BCK-TEC-CAM19-BLK',
    name: 'Tecno Camon 19 Back Cover (Eco Black)',
    description:
      'Back cover in Eco Black with camera lens glass for the Tecno Camon 19. Adhesive included.',
    categorySlug: 'phone-back-covers', brand: 'Tecno', model: 'Tecno Camon 19', condition: 'new',
    priceCents: 2000_00, originalPriceCents: null, stockCount: 6, rating: 4.0, reviewCount: 5,
    compatibility: ['Tecno Camon 19'],
  },
  {
    sku: 'BCK-TEC-POP5-BLU',
    name: 'Tecno Pop 5 Back Cover (Blue)',
    description:
      'Snap-on plastic back cover in blue for the Tecno Pop 5. No tools or glue needed.',
    categorySlug: 'phone-back-covers', brand: 'Tecno', model: 'Tecno Pop 5', condition: 'new',
    priceCents: 1500_00, originalPriceCents: null, stockCount: 11, rating: 3.9, reviewCount: 10,
    compatibility: ['Tecno Pop 5'],
  },
  {
    sku: 'BCK-INF-HOT12-BLK',
    name: 'Infinix Hot 12 Back Cover (Black)',
    description:
      'Back cover in black with camera lens glass for the Infinix Hot 12. Adhesive included.',
    categorySlug: 'phone-back-covers', brand: 'Infinix', model: 'Infinix Hot 12', condition: 'new',
    priceCents: 1800_00, originalPriceCents: null, stockCount: 7, rating: 4.0, reviewCount: 8,
    compatibility: ['Infinix Hot 12'],
  },
  {
    sku: 'BCK-RED-N10-GRY',
    name: 'Redmi Note 10 Back Cover (Onyx Gray)',
    description:
      'Back cover in Onyx Gray with camera lens glass for the Redmi Note 10 and Note 10S. Adhesive included.',
    categorySlug: 'phone-back-covers', brand: 'Xiaomi', model: 'Redmi Note 10', condition: 'new',
    priceCents: 2200_00, originalPriceCents: 2600_00, stockCount: 9, rating: 4.2, reviewCount: 14,
    compatibility: ['Redmi Note 10', 'Redmi Note 10S'],
  },
  {
    sku: 'BCK-ALC-1-BLK',
    name: 'Alcatel 1 Back Cover (Black)',
    description:
      'Snap-on battery cover in black for the Alcatel 1 (5033). No tools or glue needed.',
    categorySlug: 'phone-back-covers', brand: 'Alcatel', model: 'Alcatel 1', condition: 'new',
    priceCents: 1500_00, originalPriceCents: null, stockCount: 12, rating: 3.9, reviewCount: 10,
    compatibility: ['Alcatel 1'],
  },

  // ───────────────────────────── Accessories ─────────────────────────────
  {
    sku: 'ACC-ANK-NANO-20W',
    name: 'Anker Nano 20W USB-C Wall Charger',
    description:
      'Small 20 W USB-C PD charger that fast charges iPhone 8 and later with a USB-C to Lightning cable, and charges USB-C Android phones. US-style plug for Jamaican outlets; cable not included.',
    categorySlug: 'phone-accessories', brand: 'Anker', model: '', condition: 'new',
    priceCents: 3500_00, originalPriceCents: null, stockCount: 30, rating: 4.7, reviewCount: 289,
    compatibility: ['iPhone 11', 'iPhone 12', 'iPhone 13', 'iPhone 14', 'iPhone 15', 'Universal (USB-C)'],
  },
  {
    sku: 'ACC-APL-20W-USBC',
    name: 'Apple 20W USB-C Power Adapter',
    description:
      'Apple 20 W USB-C charger for fast charging iPhone 8 and later. Cable sold separately.',
    categorySlug: 'phone-accessories', brand: 'Apple', model: '', condition: 'new',
    priceCents: 4500_00, originalPriceCents: null, stockCount: 14, rating: 4.8, reviewCount: 196,
    compatibility: ['iPhone 8', 'iPhone 11', 'iPhone 12', 'iPhone 13', 'iPhone 14', 'iPhone 15'],
  },
  {
    sku: 'ACC-SAM-25W-TA800',
    name: 'Samsung 25W Super Fast Charger with USB-C Cable (EP-TA800)',
    description:
      'Samsung 25 W USB-C wall charger with a 1 m USB-C cable in the box. Gives Super Fast Charging on supported Galaxy phones and normal charging on other USB-C phones.',
    categorySlug: 'phone-accessories', brand: 'Samsung', model: '', condition: 'new',
    priceCents: 4500_00, originalPriceCents: 5200_00, stockCount: 18, rating: 4.6, reviewCount: 174,
    compatibility: ['Galaxy A15', 'Galaxy A34 5G', 'Galaxy A53 5G', 'Galaxy A54 5G', 'Galaxy S21', 'Galaxy S22', 'Galaxy S23'],
  },
  {
    sku: 'ACC-BAS-C2L-1M',
    name: 'Baseus USB-C to Lightning Cable 20W, 1 m',
    description:
      'Braided 1 m USB-C to Lightning cable for 20 W fast charging with a USB-C PD charger. Not for the iPhone 15, which has a USB-C port.',
    categorySlug: 'phone-accessories', brand: 'Baseus', model: '', condition: 'new',
    priceCents: 1800_00, originalPriceCents: null, stockCount: 28, rating: 4.4, reviewCount: 132,
    compatibility: ['iPhone 8', 'iPhone X', 'iPhone XR', 'iPhone 11', 'iPhone 12', 'iPhone 13', 'iPhone 14'],
  },
  {
    sku: 'ACC-UGR-C2C-60W-1M',
    name: 'Ugreen USB-C to USB-C Cable 60W, 1 m',
    description:
      'Nylon-braided 1 m USB-C to USB-C cable rated for 60 W (3 A). Fast charges Samsung, Motorola, Redmi and iPhone 15 with a USB-C charger.',
    categorySlug: 'phone-accessories', brand: 'Ugreen', model: '', condition: 'new',
    priceCents: 1600_00, originalPriceCents: null, stockCount: 35, rating: 4.6, reviewCount: 98,
    compatibility: ['Universal (USB-C)'],
  },
  {
    sku: 'ACC-BAS-MICRO-1M',
    name: 'Baseus Micro-USB Cable 2.4A, 1 m',
    description:
      'Micro-USB charging and data cable, 1 m, for older phones like the Galaxy A10 and Alcatel 1. USB-A plug on the charger end.',
    categorySlug: 'phone-accessories', brand: 'Baseus', model: '', condition: 'new',
    priceCents: 900_00, originalPriceCents: null, stockCount: 40, rating: 4.2, reviewCount: 61,
    compatibility: ['Universal (Micro-USB)', 'Galaxy A10', 'Galaxy A10s', 'Huawei Y7 (2019)', 'Alcatel 1'],
  },
  {
    sku: 'ACC-ANK-313-PB10K',
    name: 'Anker 313 Power Bank 10,000 mAh',
    description:
      "Slim 10,000 mAh power bank, enough for one to two full charges of most phones. Charges at up to 12 W through its USB-A port, so use your phone's own USB-A cable.",
    categorySlug: 'phone-accessories', brand: 'Anker', model: '', condition: 'new',
    priceCents: 5500_00, originalPriceCents: 6200_00, stockCount: 12, rating: 4.6, reviewCount: 156,
    compatibility: ['Universal (USB-A cable)'],
  },
  {
    sku: 'ACC-BAS-PB20K-22W',
    name: 'Baseus 20,000 mAh Power Bank 22.5W',
    description:
      '20,000 mAh power bank with USB-C and USB-A outputs, fast charging up to 22.5 W. Good for a long day out or a power cut.',
    categorySlug: 'phone-accessories', brand: 'Baseus', model: '', condition: 'new',
    priceCents: 7500_00, originalPriceCents: 8500_00, stockCount: 0, rating: 4.4, reviewCount: 47,
    compatibility: ['Universal (USB-C)', 'Universal (USB-A cable)'],
  },
  {
    sku: 'ACC-UGR-CAR-36W',
    name: 'Ugreen 36W Dual-Port Car Charger (USB-C + USB-A)',
    description:
      'Car charger for the 12 V socket with one USB-C and one USB-A port, up to 36 W total. Charges two phones at once on the road.',
    categorySlug: 'phone-accessories', brand: 'Ugreen', model: '', condition: 'new',
    priceCents: 2800_00, originalPriceCents: null, stockCount: 15, rating: 4.5, reviewCount: 53,
    compatibility: ['Universal (USB-C)', 'Universal (USB-A cable)'],
  },
  {
    sku: 'ACC-BAS-CAR-MAG-VENT',
    name: 'Baseus Magnetic Air Vent Car Phone Mount',
    description:
      'Magnetic phone holder that clips onto a car air vent. Comes with two metal plates to stick inside your case.',
    categorySlug: 'phone-accessories', brand: 'Baseus', model: '', condition: 'new',
    priceCents: 2200_00, originalPriceCents: null, stockCount: 10, rating: 4.1, reviewCount: 39,
    compatibility: ['Universal'],
  },
  {
    sku: 'ACC-TG-IP13-14-2PK',
    name: 'Tempered Glass Screen Protector for iPhone 13 / 13 Pro / 14 (2-Pack)',
    description:
      'Two 9H tempered glass protectors with an alignment frame and cleaning wipes. Fits the iPhone 13, 13 Pro and 14, which share the same screen size.',
    categorySlug: 'phone-accessories', brand: 'Generic', model: 'iPhone 13', condition: 'new',
    priceCents: 1200_00, originalPriceCents: null, stockCount: 40, rating: 4.3, reviewCount: 212,
    compatibility: ['iPhone 13', 'iPhone 13 Pro', 'iPhone 14'],
  },
  {
    sku: 'ACC-TG-SAM-A14-2PK',
    name: 'Tempered Glass Screen Protector for Galaxy A14 (2-Pack)',
    description:
      'Two 9H tempered glass protectors for the Galaxy A14 and A14 5G, with cleaning wipes and dust stickers.',
    categorySlug: 'phone-accessories', brand: 'Generic', model: 'Galaxy A14', condition: 'new',
    priceCents: 1000_00, originalPriceCents: 1400_00, stockCount: 36, rating: 4.2, reviewCount: 88,
    compatibility: ['Galaxy A14', 'Galaxy A14 5G'],
  },
  {
    sku: 'ACC-SPG-UH-IP15-CLR',
    name: 'Spigen Ultra Hybrid Clear Case for iPhone 15',
    description:
      'Clear case with a hard back and soft bumper edges for the iPhone 15. Raised lip around the screen and cameras.',
    categorySlug: 'phone-accessories', brand: 'Spigen', model: 'iPhone 15', condition: 'new',
    priceCents: 2800_00, originalPriceCents: null, stockCount: 8, rating: 4.6, reviewCount: 41,
    compatibility: ['iPhone 15'],
  },
  {
    sku: 'ACC-CASE-SAM-A15-TPU',
    name: 'Clear TPU Case for Galaxy A15',
    description:
      'Soft, clear TPU case for the Galaxy A15 with covered buttons and a raised camera edge.',
    categorySlug: 'phone-accessories', brand: 'Generic', model: 'Galaxy A15', condition: 'new',
    priceCents: 900_00, originalPriceCents: null, stockCount: 25, rating: 4.1, reviewCount: 19,
    compatibility: ['Galaxy A15'],
  },
  {
    sku: 'ACC-UGR-C-35MM',
    name: 'Ugreen USB-C to 3.5 mm Headphone Adapter',
    description:
      'Lets you use wired earphones on phones without a headphone jack. Has its own DAC chip, so it works with Samsung, Motorola, Redmi and iPhone 15.',
    categorySlug: 'phone-accessories', brand: 'Ugreen', model: '', condition: 'new',
    priceCents: 1200_00, originalPriceCents: null, stockCount: 22, rating: 4.3, reviewCount: 44,
    compatibility: ['Universal (USB-C)', 'iPhone 15'],
  },
  {
    sku: 'ACC-APL-L-35MM',
    name: 'Apple Lightning to 3.5 mm Headphone Jack Adapter',
    description:
      'Apple adapter for using wired earphones with a Lightning iPhone.',
    categorySlug: 'phone-accessories', brand: 'Apple', model: '', condition: 'new',
    priceCents: 2200_00, originalPriceCents: null, stockCount: 0, rating: 4.6, reviewCount: 73,
    compatibility: ['iPhone 7', 'iPhone 8', 'iPhone X', 'iPhone XR', 'iPhone 11', 'iPhone 12', 'iPhone 13', 'iPhone 14'],
  },
  {
    sku: 'ACC-TOOL-KIT-22',
    name: 'Phone Repair Tool Kit, 22 Pieces',
    description:
      'Pentalobe P2, tri-wing Y0.6 and Phillips #000 screwdrivers, plus spudgers, opening picks, a suction cup and tweezers. Covers battery and screen swaps on iPhone and Android.',
    categorySlug: 'phone-accessories', brand: 'Generic', model: '', condition: 'new',
    priceCents: 2500_00, originalPriceCents: null, stockCount: 20, rating: 4.4, reviewCount: 137,
    compatibility: ['Universal'],
  },
  {
    sku: 'ACC-GLUE-B7000-15ML',
    name: 'B-7000 Multipurpose Adhesive, 15 ml',
    description:
      'Clear glue for fixing screens and back covers, with a fine needle tip. Clamp or tape the part for a few hours; full strength after 24 hours.',
    categorySlug: 'phone-accessories', brand: 'Generic', model: '', condition: 'new',
    priceCents: 800_00, originalPriceCents: null, stockCount: 40, rating: 4.5, reviewCount: 264,
    compatibility: ['Universal'],
  },
];

export type BannerFile = 'phone-screens.svg' | 'island-delivery.svg' | 'part-request.svg' | 'back-to-school.svg';

export type CarouselSeed = {
  title: string;
  subtitle: string;
  description: string;
  /** A file in src/server/assets/images/banners/. */
  imageFile: BannerFile;
  buttonText: string;
  /** A path in the store. */
  buttonLink: string;
  isActive: boolean;
  /** Lower shows first (docs/product.md §3). */
  priority: number;
};

export const CAROUSEL_SEED: CarouselSeed[] = [
  {
    title: 'Phone screens in stock in Kingston',
    subtitle: 'Samsung, iPhone, Motorola, Tecno, Infinix and more',
    description:
      'Cracked screen? If we have yours, pick it up free on Spanish Town Road or get it delivered island-wide for J$700.',
    imageFile: 'phone-screens.svg',
    buttonText: 'Shop screens',
    buttonLink: '/shop?category=phone-screens',
    isActive: true,
    priority: 0,
  },
  {
    title: 'Island-wide delivery for J$700',
    subtitle: 'Or pick up free in Kingston',
    description:
      'In-stock orders placed before 2PM are processed the same day. Delivery takes 1-3 business days.',
    imageFile: 'island-delivery.svg',
    buttonText: "See what's in stock",
    buttonLink: '/shop?inStock=true',
    isActive: true,
    priority: 1,
  },
  {
    title: "Can't find your part?",
    subtitle: 'Tell us the phone or vehicle and what you need',
    description:
      "Send us a request and we'll e-mail you a quote within 2-3 business days.",
    imageFile: 'part-request.svg',
    buttonText: 'Request a part',
    buttonLink: '/request',
    isActive: true,
    priority: 2,
  },
  {
    title: 'Back to school: chargers, cables and power banks',
    subtitle: 'Get the children ready for the new term',
    description:
      'Chargers, cables, screen protectors and cases for the phones students carry most, all in stock at our Kingston shop.',
    imageFile: 'back-to-school.svg',
    buttonText: 'Shop accessories',
    buttonLink: '/shop?category=phone-accessories',
    isActive: false,
    priority: 3,
  },
];
