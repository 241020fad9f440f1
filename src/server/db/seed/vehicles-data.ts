/**
 * Makes and models common on Jamaican roads (mostly used Japanese imports), with the chassis codes
 * buyers use to name them. A model's years span its generations; a chassis code names one generation,
 * built in its own years (an NZE141 Axio is a 2006-2012 car, an NZE161 a 2013-2020 one; a year belongs
 * to one generation of a model), and a search by chassis code finds parts for those years only.
 *
 * `platform`: generations of one make built on the same platform share most parts (an NZE141 Corolla's
 * brake pads fit the NZE141 Axio and the NZE141G Fielder); a part for one of them is listed for the
 * others in their years too.
 */
export type ChassisSeed = { code: string; from: number; to: number; platform?: string };
const ch = (code: string, from: number, to: number, platform?: string): ChassisSeed => ({ code, from, to, ...(platform ? { platform } : {}) });
export type ModelSeed = { slug: string; name: string; chassis: ChassisSeed[]; from: number; to: number };
export type MakeSeed = { slug: string; name: string; models: ModelSeed[] };

export const VEHICLES: MakeSeed[] = [
  {
    slug: 'toyota',
    name: 'Toyota',
    models: [
      { slug: 'corolla', name: 'Corolla', chassis: [ch('NZE141', 2007, 2012, 'e140'), ch('ZRE142', 2007, 2012, 'e140'), ch('ZRE172', 2013, 2018)], from: 2007, to: 2018 },
      { slug: 'axio', name: 'Corolla Axio', chassis: [ch('NZE161', 2013, 2020, 'e160'), ch('NKE165', 2013, 2020, 'e160'), ch('NZE141', 2006, 2012, 'e140')], from: 2006, to: 2020 },
      { slug: 'fielder', name: 'Corolla Fielder', chassis: [ch('NZE141G', 2006, 2012, 'e140'), ch('NZE161G', 2013, 2020, 'e160'), ch('NKE165G', 2013, 2020, 'e160')], from: 2006, to: 2020 },
      { slug: 'probox', name: 'Probox', chassis: [ch('NCP50', 2002, 2013), ch('NCP51', 2002, 2013), ch('NCP160', 2014, 2022), ch('NCP165', 2014, 2022)], from: 2002, to: 2022 },
      { slug: 'vitz', name: 'Vitz', chassis: [ch('NCP91', 2005, 2010, 'ncp90'), ch('KSP90', 2005, 2010, 'ncp90'), ch('NSP130', 2011, 2019), ch('KSP130', 2011, 2019)], from: 2005, to: 2019 },
      { slug: 'premio', name: 'Premio', chassis: [ch('NZT260', 2007, 2020), ch('ZRT260', 2007, 2020), ch('ZRT261', 2007, 2020)], from: 2007, to: 2020 },
      { slug: 'hiace', name: 'Hiace', chassis: [ch('KDH200', 2004, 2019), ch('TRH200', 2004, 2019), ch('KDH201', 2004, 2019)], from: 2004, to: 2019 },
      { slug: 'noah', name: 'Noah', chassis: [ch('ZRR70', 2007, 2013), ch('ZRR80', 2014, 2021)], from: 2007, to: 2021 },
      { slug: 'belta', name: 'Belta', chassis: [ch('SCP92', 2005, 2012, 'ncp90'), ch('KSP92', 2005, 2012, 'ncp90')], from: 2005, to: 2012 },
    ],
  },
  {
    slug: 'honda',
    name: 'Honda',
    models: [
      { slug: 'fit', name: 'Fit', chassis: [ch('GD1', 2001, 2006), ch('GD3', 2001, 2006), ch('GE6', 2007, 2012), ch('GE8', 2007, 2012), ch('GK3', 2013, 2020), ch('GK5', 2013, 2020)], from: 2001, to: 2020 },
      { slug: 'civic', name: 'Civic', chassis: [ch('FD1', 2006, 2011), ch('FD2', 2006, 2011), ch('FB2', 2012, 2015), ch('FB3', 2012, 2015)], from: 2006, to: 2015 },
      { slug: 'cr-v', name: 'CR-V', chassis: [ch('RE3', 2007, 2011), ch('RE4', 2007, 2011), ch('RM1', 2012, 2016), ch('RM4', 2012, 2016)], from: 2007, to: 2016 },
      { slug: 'stream', name: 'Stream', chassis: [ch('RN6', 2006, 2014), ch('RN8', 2006, 2014)], from: 2006, to: 2014 },
      { slug: 'accord', name: 'Accord', chassis: [ch('CU2', 2008, 2012), ch('CR2', 2013, 2017)], from: 2008, to: 2017 },
    ],
  },
  {
    slug: 'nissan',
    name: 'Nissan',
    models: [
      { slug: 'tiida', name: 'Tiida', chassis: [ch('C11', 2004, 2012, 'c11'), ch('C12', 2013, 2016)], from: 2004, to: 2016 },
      { slug: 'ad', name: 'AD Wagon', chassis: [ch('Y12', 2006, 2021), ch('VY12', 2006, 2021), ch('VZNY12', 2006, 2021)], from: 2006, to: 2021 },
      { slug: 'note', name: 'Note', chassis: [ch('E11', 2005, 2012, 'c11'), ch('E12', 2013, 2020)], from: 2005, to: 2020 },
      { slug: 'sunny', name: 'Sunny', chassis: [ch('B15', 2000, 2006), ch('N17', 2011, 2017)], from: 2000, to: 2017 },
      { slug: 'x-trail', name: 'X-Trail', chassis: [ch('T31', 2007, 2013), ch('T32', 2014, 2021)], from: 2007, to: 2021 },
    ],
  },
  {
    slug: 'suzuki',
    name: 'Suzuki',
    models: [
      { slug: 'swift', name: 'Swift', chassis: [ch('ZC71', 2004, 2010), ch('ZC72', 2011, 2016), ch('ZC83', 2017, 2020)], from: 2004, to: 2020 },
      { slug: 'grand-vitara', name: 'Grand Vitara', chassis: [ch('JT', 2005, 2015), ch('TD54', 2005, 2015)], from: 2005, to: 2015 },
    ],
  },
  {
    slug: 'mazda',
    name: 'Mazda',
    models: [
      { slug: 'demio', name: 'Demio', chassis: [ch('DE3FS', 2007, 2013), ch('DE5FS', 2007, 2013), ch('DJ3FS', 2014, 2019)], from: 2007, to: 2019 },
      { slug: 'axela', name: 'Axela', chassis: [ch('BK5P', 2003, 2008), ch('BL5FP', 2009, 2013), ch('BM5FP', 2014, 2019)], from: 2003, to: 2019 },
    ],
  },
  {
    slug: 'mitsubishi',
    name: 'Mitsubishi',
    models: [
      { slug: 'lancer', name: 'Lancer', chassis: [ch('CS2A', 2000, 2007), ch('CS5A', 2000, 2007), ch('CY4A', 2008, 2017)], from: 2000, to: 2017 },
      { slug: 'outlander', name: 'Outlander', chassis: [ch('CW5W', 2006, 2012), ch('GF7W', 2013, 2020)], from: 2006, to: 2020 },
    ],
  },
  {
    slug: 'subaru',
    name: 'Subaru',
    models: [
      { slug: 'impreza', name: 'Impreza', chassis: [ch('GH2', 2007, 2011), ch('GH8', 2007, 2011), ch('GP7', 2012, 2016), ch('GJ7', 2012, 2016)], from: 2007, to: 2016 },
      { slug: 'forester', name: 'Forester', chassis: [ch('SH5', 2008, 2012), ch('SJ5', 2013, 2018)], from: 2008, to: 2018 },
    ],
  },
  {
    slug: 'hyundai',
    name: 'Hyundai',
    models: [
      { slug: 'elantra', name: 'Elantra', chassis: [ch('HD', 2006, 2010), ch('MD', 2011, 2016)], from: 2006, to: 2016 },
      { slug: 'tucson', name: 'Tucson', chassis: [ch('LM', 2010, 2015), ch('TL', 2016, 2021)], from: 2010, to: 2021 },
    ],
  },
  {
    slug: 'kia',
    name: 'Kia',
    models: [
      { slug: 'sportage', name: 'Sportage', chassis: [ch('SL', 2010, 2015), ch('QL', 2016, 2021)], from: 2010, to: 2021 },
      { slug: 'rio', name: 'Rio', chassis: [ch('UB', 2011, 2017), ch('YB', 2018, 2022)], from: 2011, to: 2022 },
    ],
  },
];
