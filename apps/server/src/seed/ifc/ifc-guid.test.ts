import { describe, expect, it } from 'vitest';
import { compressGuid, ifcGuid } from './ifc-guid';

describe('compressGuid', () => {
  it('encodes the extremes and a single bit as IFC tools do', () => {
    expect(compressGuid(new Uint8Array(16))).toBe('0000000000000000000000');
    expect(compressGuid(new Uint8Array(16).fill(255))).toBe('3$$$$$$$$$$$$$$$$$$$$$');
    const one = new Uint8Array(16);
    one[15] = 1;
    expect(compressGuid(one)).toBe('0000000000000000000001');
    const top = new Uint8Array(16);
    top[0] = 0x40;
    expect(compressGuid(top)).toBe('1000000000000000000000');
  });
});

describe('ifcGuid', () => {
  it('is 22 characters of the IFC alphabet, first 0-3, stable per seed and path', () => {
    const guid = ifcGuid('seed', 'storey/0');
    expect(guid).toMatch(/^[0-3][0-9A-Za-z_$]{21}$/);
    expect(ifcGuid('seed', 'storey/0')).toBe(guid);
    expect(ifcGuid('other', 'storey/0')).not.toBe(guid);
    expect(ifcGuid('seed', 'storey/1')).not.toBe(guid);
  });
});
