// World manufacturer identifiers (a VIN's first three characters) of the makes the catalogue lists, as
// the makers registered them with SAE. Plain data read by vin.ts; a WMI not here gives no make, and the
// garage then asks for it. Two-character entries stand for every third character.

export const VIN_MAKERS: Readonly<Record<string, readonly string[]>> = {
  Toyota: ['JT', '2T1', '2T2', '2T3', '4T1', '4T3', '4T4', '5TD', '5TE', '5TF', '5TB', '5YF', 'MR0', 'MR1', 'MR2', 'NMT', 'SB1', 'VNK', 'AHT'],
  Honda: ['JH', '1HG', '19X', '2HG', '2HK', '2HJ', '5FN', '5J6', '5J8', '93H', 'SHH', 'SHS', 'MRH', 'LUC'],
  Nissan: ['JN', '1N4', '1N6', '3N1', '3N6', '5N1', '5N3', '94D', 'SJN', 'VSK', 'MNT'],
  Suzuki: ['JS', '2S3', 'MA3', 'MBH', 'TSM', 'KL5'],
  Mazda: ['JM', '1YV', '4F2', '4F4', '3MZ', '3MD', '7MM', 'MM0', 'MM6', 'MM7', 'PE1'],
  Mitsubishi: ['JA3', 'JA4', 'JA7', 'JMB', 'JMY', 'JE3', '4A3', '4A4', 'ML3', 'MMB', 'MMC', 'XMC'],
  Subaru: ['JF', '4S3', '4S4', '4S6'],
  Hyundai: ['KMH', 'KM8', '5NP', '5NM', '5XX', 'MAL', 'NLH', 'TMA', 'X7M'],
  Kia: ['KNA', 'KND', 'KNC', 'KNM', '5XY', '3KP', 'U5Y', 'XWE'],
};
