import { describe, expect, it } from 'vitest';
import { displayPhone, normalisePhone } from './phone';

describe('displayPhone', () => {
  it('writes a North American number in its groups, and any other with its country code', () => {
    expect(displayPhone(normalisePhone('876-555-0101')!)).toBe('+1 876 555 0101');
    expect(displayPhone(normalisePhone('(658) 555 0199')!)).toBe('+1 658 555 0199');
    expect(displayPhone('447911123456')).toBe('+447911123456');
  });
});
