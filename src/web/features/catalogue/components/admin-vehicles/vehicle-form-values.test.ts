import { describe, expect, it } from 'vitest';
import type { VehicleModel } from '@shared/schemas/catalogue';
import { chassisFormText, modelFormText, namesFieldMessage, yearsText } from './vehicle-form-values';

const MIRA: VehicleModel = { id: 10, name: 'Mira', aliases: ['Cuore', 'Mira e:S'], yearFrom: 2006, yearTo: 2018, chassis: [{ code: 'LA300S', yearFrom: 2011, yearTo: 2017, aliases: ['LA310S'] }] };

describe('the vehicle forms start from', () => {
  it("a new model's make and empty boxes, or the model's own values with no make", () => {
    expect(modelFormText(null, 3)).toEqual({ makeId: '3', name: '', yearFrom: '', yearTo: '', aliases: '' });
    expect(modelFormText(MIRA, 3)).toEqual({ name: 'Mira', yearFrom: '2006', yearTo: '2018', aliases: 'Cuore, Mira e:S' });
  });

  it("a new code with the model's years, or the code's own values", () => {
    expect(chassisFormText(MIRA, null)).toEqual({ code: '', yearFrom: '2006', yearTo: '2018', aliases: '' });
    expect(chassisFormText(MIRA, MIRA.chassis[0]!)).toEqual({ code: 'LA300S', yearFrom: '2011', yearTo: '2017', aliases: 'LA310S' });
    expect(chassisFormText(MIRA, { code: 'L275S', yearFrom: 2006, yearTo: 2010 })).toMatchObject({ aliases: '' });
  });
});

describe('yearsText', () => {
  it('gives a range, or one year', () => {
    expect(yearsText(MIRA)).toBe('2006-2018');
    expect(yearsText({ yearFrom: 2014, yearTo: 2014 })).toBe('2014');
  });
});

describe('namesFieldMessage', () => {
  it("names the alias as typed when one of them is wrong, blanks not counted", () => {
    const error = [undefined, { type: 'invalid_format', message: 'A chassis code is letters and digits' }];
    expect(namesFieldMessage(error, 'LA310S, , la-3!0')).toBe('la-3!0: A chassis code is letters and digits');
  });

  it("gives the list's own message, or the server's, as it is", () => {
    expect(namesFieldMessage({ type: 'too_big', message: 'Aliases: at most 10' }, 'a, b')).toBe('Aliases: at most 10');
    expect(namesFieldMessage({ type: 'server', message: 'Already in use for this model' }, 'LA310S')).toBe('Already in use for this model');
    expect(namesFieldMessage(undefined, '')).toBeUndefined();
  });
});
