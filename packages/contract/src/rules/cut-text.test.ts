import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text';

describe('cutText', () => {
  it('keeps a text that fits as it is', () => {
    expect(cutText('Lekkage', 7, '…')).toBe('Lekkage');
    expect(cutText('', 0)).toBe('');
  });

  it('cuts to the length with the ending counted, trimming the space before it', () => {
    expect(cutText('Lekkage bij de voordeur', 12, '…')).toBe('Lekkage bij…');
    expect(cutText('Lekkage bij de voordeur', 7)).toBe('Lekkage');
  });

  it('never cuts an emoji in half: the outside probe’s text', () => {
    const text = 'Lekkage bij de voordeur ' + '😀'.repeat(40) + ' graag snel langskomen';
    const cut = cutText(text, 80, '…');
    expect(cut).toBe(`Lekkage bij de voordeur ${'😀'.repeat(27)}…`);
    expect(cut).not.toMatch(/\p{Cs}/u);
    expect(cut.length).toBeLessThanOrEqual(80);
  });

  it.each([
    ['a family emoji (ZWJ sequence)', '👨‍👩‍👧‍👦'],
    ['a flag', '🇳🇱'],
    ['a skin tone', '👍🏽'],
    ['a combining accent', 'e\u0301'],
  ])('keeps %s whole or leaves it out', (_name, character) => {
    const text = `ab${character.repeat(5)}`;
    for (let length = 0; length <= text.length; length += 1) {
      const cut = cutText(text, length);
      expect(cut.length).toBeLessThanOrEqual(length);
      expect(cut).not.toMatch(/\p{Cs}/u);
      expect((cut.length - Math.min(cut.length, 2)) % character.length).toBe(0);
    }
  });
});
