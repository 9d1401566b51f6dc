import { describe, expect, it } from 'vitest';
import { isNlSfbElementCode } from './nlsfb';

describe('isNlSfbElementCode', () => {
  it.each(['2710', '2110', '3110', '6610', '1600', '9000', '9810', '5280'])('takes %s', (code) => {
    expect(isNlSfbElementCode(code)).toBe(true);
  });

  it.each([
    ['271', 'three digits'],
    ['27100', 'five digits'],
    ['27.1', 'a dot'],
    ['0110', 'chapter 0, the project as a whole'],
    ['2010', 'group 20, a chapter heading'],
    ['2910', 'group 29'],
    ['9910', 'group 99'],
    ['27a0', 'a letter'],
    [' 2710', 'a space'],
  ])('refuses %s (%s)', (code) => {
    expect(isNlSfbElementCode(code)).toBe(false);
  });
});
