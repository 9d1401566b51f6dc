import { describe, expect, it } from 'vitest';
import { stripImageDataUrlPrefix } from './base64-image';

const BASE64 = 'iVBORw0KGgoAAAANSUhEUg==';

describe('stripImageDataUrlPrefix', () => {
  it.each(['png', 'jpg', 'jpeg', 'bmp', 'PNG', 'Jpeg'])('strips the %s prefix', (subtype) => {
    expect(stripImageDataUrlPrefix(`data:image/${subtype};base64,${BASE64}`)).toBe(BASE64);
  });

  it.each(['gif', 'svg+xml', 'webp'])('leaves a %s data URL untouched', (subtype) => {
    const text = `data:image/${subtype};base64,${BASE64}`;
    expect(stripImageDataUrlPrefix(text)).toBe(text);
  });

  it('leaves text without a prefix untouched', () => {
    expect(stripImageDataUrlPrefix(BASE64)).toBe(BASE64);
    expect(stripImageDataUrlPrefix('')).toBe('');
  });

  it('leaves a prefix that is not at the start, or not base64, untouched', () => {
    expect(stripImageDataUrlPrefix(`x data:image/png;base64,${BASE64}`)).toBe(
      `x data:image/png;base64,${BASE64}`,
    );
    expect(stripImageDataUrlPrefix('data:image/png,abc')).toBe('data:image/png,abc');
    expect(stripImageDataUrlPrefix('data:text/plain;base64,abc')).toBe('data:text/plain;base64,abc');
  });

  it('strips only the first prefix', () => {
    expect(stripImageDataUrlPrefix('data:image/png;base64,data:image/png;base64,')).toBe(
      'data:image/png;base64,',
    );
  });
});
