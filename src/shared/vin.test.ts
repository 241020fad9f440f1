import { describe, expect, it } from 'vitest';
import { decodeVin, looksLikeVin } from './vin';

// 1M8GDM9AXKP042788 is the worked example of the check digit (an X) in the VIN's own literature;
// 1HGCM82633A004352 a 2003 Honda Accord's.
describe('decodeVin', () => {
  it('passes the worked example of the check digit, and reads the make and model year of VINs that add up', () => {
    expect(decodeVin('1M8GDM9AXKP042788', 2027)).toEqual({ vin: '1M8GDM9AXKP042788', make: null, year: 1989 });
    expect(decodeVin('1HGCM82633A004352', 2027)).toEqual({ vin: '1HGCM82633A004352', make: 'Honda', year: 2003 });
    expect(decodeVin('JTDKN3DU9E0123456', 2027)).toEqual({ vin: 'JTDKN3DU9E0123456', make: 'Toyota', year: 2014 });
    // Typed in lower case with spaces and hyphens, as it is read off a windscreen.
    expect(decodeVin('jn1az4eh7 dm-123456', 2027)).toEqual({ vin: 'JN1AZ4EH7DM123456', make: 'Nissan', year: 2013 });
  });

  it('refuses a mistyped character by its check digit, and what is no VIN by its shape', () => {
    expect(decodeVin('JTDKN3DU9E0123457', 2027)).toEqual({ error: expect.stringContaining('does not add up') });
    expect(decodeVin('JTDKN3DU9E012345', 2027)).toEqual({ error: expect.stringContaining('17 letters and digits') });
    expect(decodeVin('JTDKN3DUOE0123456', 2027)).toEqual({ error: expect.stringContaining('without I, O or Q') });
  });

  it('knows no make for a maker the catalogue does not list, and still reads the year', () => {
    expect(decodeVin('WBA3A5C57CF256651', 2027)).toEqual({ vin: 'WBA3A5C57CF256651', make: null, year: 2012 });
  });

  it('reads a year of the later cycle back in the earlier one when it would be past the latest year', () => {
    // Its 7th character a letter, this E-coded VIN reads 2014; were the latest year 2012, it is a 1984 car.
    expect(decodeVin('JTDKN3DU9E0123456', 2027)).toMatchObject({ year: 2014 });
    expect(decodeVin('JTDKN3DU9E0123456', 2012)).toMatchObject({ year: 1984 });
  });

  it('tells a VIN from a chassis code or frame number', () => {
    expect(looksLikeVin('JTDKN3DU9E0123456')).toBe(true);
    expect(looksLikeVin('NZE161-3012345')).toBe(false);
    expect(looksLikeVin('DBA-NZE161')).toBe(false);
  });
});
