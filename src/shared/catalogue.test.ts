import { describe, expect, it } from 'vitest';
import { CHASSIS_CODE_PATTERN, CHASSIS_TYPED_PATTERN, normaliseChassisCode } from './catalogue';

describe('normaliseChassisCode', () => {
  it.each([
    ['NCP160', 'NCP160'],
    ['ncp-160', 'NCP160'],
    ['ncp 160', 'NCP160'],
    [' ge6 ', 'GE6'],
    ['DBA-NZE161', 'NZE161'],
    ['dba nze161', 'NZE161'],
    ['CBA-ZRE142', 'ZRE142'],
    ['NZE161-3012345', 'NZE161'],
    ['DBA-NZE161-3012345', 'NZE161'],
    ['ZRE142-0012345', 'ZRE142'],
    ['DE3FS', 'DE3FS'],
    ['NZE141G', 'NZE141G'],
  ])('reads %j as %j', (typed, code) => {
    expect(normaliseChassisCode(typed)).toBe(code);
    expect(CHASSIS_CODE_PATTERN.test(normaliseChassisCode(typed))).toBe(true);
  });

  it('leaves a lone prefix or a short number alone, and what is not a code still fails the pattern', () => {
    expect(normaliseChassisCode('UA')).toBe('UA');
    expect(normaliseChassisCode('GE6-123')).toBe('GE6123');
    expect(CHASSIS_CODE_PATTERN.test(normaliseChassisCode('NZE 141; drop'))).toBe(false);
    expect(normaliseChassisCode('')).toBe('');
  });
});

describe('a chassis code as typed', () => {
  it('normalises to a code of the stored pattern whenever it matches the typed pattern', () => {
    for (const typed of ['X-12345', 'UA-X', 'DBA-NZE161-3012345', 'a.b', 'ab', '1-2', 'UA 12345', 'E-NZE141', 'ZZ_99/1']) {
      expect(CHASSIS_TYPED_PATTERN.test(typed), typed).toBe(true);
      expect(CHASSIS_CODE_PATTERN.test(normaliseChassisCode(typed)), typed).toBe(true);
    }
    for (const typed of ['N', '-NZE', 'NZE 141; drop', 'x'.repeat(31)]) expect(CHASSIS_TYPED_PATTERN.test(typed), typed).toBe(false);
  });
});
