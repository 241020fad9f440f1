/**
 * Makes and models common on Jamaican roads (mostly used Japanese imports), with the chassis codes
 * buyers use to name them. Years are the production years of those generations.
 */
/**
 * `platform`: models of one make built on the same platform share most parts (a Corolla NZE141's brake
 * pads fit the Axio and Fielder of those years); a part for one of them is listed for its siblings too.
 */
export type ModelSeed = { slug: string; name: string; chassis: string[]; from: number; to: number; platform?: string };
export type MakeSeed = { slug: string; name: string; models: ModelSeed[] };

export const VEHICLES: MakeSeed[] = [
  {
    slug: 'toyota',
    name: 'Toyota',
    models: [
      { slug: 'corolla', name: 'Corolla', chassis: ['NZE141', 'ZRE142', 'ZRE172'], from: 2007, to: 2018, platform: 'e140' },
      { slug: 'axio', name: 'Corolla Axio', chassis: ['NZE161', 'NKE165', 'NZE141'], from: 2006, to: 2020, platform: 'e140' },
      { slug: 'fielder', name: 'Corolla Fielder', chassis: ['NZE141G', 'NZE161G', 'NKE165G'], from: 2006, to: 2020, platform: 'e140' },
      { slug: 'probox', name: 'Probox', chassis: ['NCP50', 'NCP51', 'NCP160', 'NCP165'], from: 2002, to: 2022 },
      { slug: 'vitz', name: 'Vitz', chassis: ['NCP91', 'KSP90', 'NSP130', 'KSP130'], from: 2005, to: 2019, platform: 'ncp90' },
      { slug: 'premio', name: 'Premio', chassis: ['NZT260', 'ZRT260', 'ZRT261'], from: 2007, to: 2020 },
      { slug: 'hiace', name: 'Hiace', chassis: ['KDH200', 'TRH200', 'KDH201'], from: 2004, to: 2019 },
      { slug: 'noah', name: 'Noah', chassis: ['ZRR70', 'ZRR80'], from: 2007, to: 2021 },
      { slug: 'belta', name: 'Belta', chassis: ['SCP92', 'KSP92'], from: 2005, to: 2012, platform: 'ncp90' },
    ],
  },
  {
    slug: 'honda',
    name: 'Honda',
    models: [
      { slug: 'fit', name: 'Fit', chassis: ['GD1', 'GD3', 'GE6', 'GE8', 'GK3', 'GK5'], from: 2001, to: 2020 },
      { slug: 'civic', name: 'Civic', chassis: ['FD1', 'FD2', 'FB2', 'FB3'], from: 2006, to: 2015 },
      { slug: 'cr-v', name: 'CR-V', chassis: ['RE3', 'RE4', 'RM1', 'RM4'], from: 2007, to: 2016 },
      { slug: 'stream', name: 'Stream', chassis: ['RN6', 'RN8'], from: 2006, to: 2014 },
      { slug: 'accord', name: 'Accord', chassis: ['CU2', 'CR2'], from: 2008, to: 2017 },
    ],
  },
  {
    slug: 'nissan',
    name: 'Nissan',
    models: [
      { slug: 'tiida', name: 'Tiida', chassis: ['C11', 'C12'], from: 2004, to: 2016, platform: 'c11' },
      { slug: 'ad', name: 'AD Wagon', chassis: ['Y12', 'VY12', 'VZNY12'], from: 2006, to: 2021 },
      { slug: 'note', name: 'Note', chassis: ['E11', 'E12'], from: 2005, to: 2020, platform: 'c11' },
      { slug: 'sunny', name: 'Sunny', chassis: ['B15', 'N17'], from: 2000, to: 2017 },
      { slug: 'x-trail', name: 'X-Trail', chassis: ['T31', 'T32'], from: 2007, to: 2021 },
    ],
  },
  {
    slug: 'suzuki',
    name: 'Suzuki',
    models: [
      { slug: 'swift', name: 'Swift', chassis: ['ZC71', 'ZC72', 'ZC83'], from: 2004, to: 2020 },
      { slug: 'grand-vitara', name: 'Grand Vitara', chassis: ['JT', 'TD54'], from: 2005, to: 2015 },
    ],
  },
  {
    slug: 'mazda',
    name: 'Mazda',
    models: [
      { slug: 'demio', name: 'Demio', chassis: ['DE3FS', 'DE5FS', 'DJ3FS'], from: 2007, to: 2019 },
      { slug: 'axela', name: 'Axela', chassis: ['BK5P', 'BL5FP', 'BM5FP'], from: 2003, to: 2019 },
    ],
  },
  {
    slug: 'mitsubishi',
    name: 'Mitsubishi',
    models: [
      { slug: 'lancer', name: 'Lancer', chassis: ['CS2A', 'CS5A', 'CY4A'], from: 2000, to: 2017 },
      { slug: 'outlander', name: 'Outlander', chassis: ['CW5W', 'GF7W'], from: 2006, to: 2020 },
    ],
  },
  {
    slug: 'subaru',
    name: 'Subaru',
    models: [
      { slug: 'impreza', name: 'Impreza', chassis: ['GH2', 'GH8', 'GP7', 'GJ7'], from: 2007, to: 2016 },
      { slug: 'forester', name: 'Forester', chassis: ['SH5', 'SJ5'], from: 2008, to: 2018 },
    ],
  },
  {
    slug: 'hyundai',
    name: 'Hyundai',
    models: [
      { slug: 'elantra', name: 'Elantra', chassis: ['HD', 'MD'], from: 2006, to: 2016 },
      { slug: 'tucson', name: 'Tucson', chassis: ['LM', 'TL'], from: 2010, to: 2021 },
    ],
  },
  {
    slug: 'kia',
    name: 'Kia',
    models: [
      { slug: 'sportage', name: 'Sportage', chassis: ['SL', 'QL'], from: 2010, to: 2021 },
      { slug: 'rio', name: 'Rio', chassis: ['UB', 'YB'], from: 2011, to: 2022 },
    ],
  },
];
