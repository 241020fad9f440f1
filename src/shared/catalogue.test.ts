import { describe, expect, it } from 'vitest';
import { CHASSIS_CODE_PATTERN, normaliseChassisCode } from './catalogue';

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
