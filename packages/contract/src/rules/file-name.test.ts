import { describe, expect, it } from 'vitest';
import { renameKeepingExtension, splitFileName } from './file-name';

describe('splitFileName', () => {
  it.each([
    ['dak.jpg', 'dak', '.jpg'],
    ['scan.2024.pdf', 'scan.2024', '.pdf'],
    ['README', 'README', ''],
    ['.env', '.env', ''],
  ])('splits %s into %s and %s', (name, stem, extension) => {
    expect(splitFileName(name)).toEqual({ stem, extension });
  });
});

describe('renameKeepingExtension', () => {
  it('keeps the extension of the current name', () => {
    expect(renameKeepingExtension('IMG_0001.JPG', 'Dakgoot noord')).toBe('Dakgoot noord.JPG');
    expect(renameKeepingExtension('notities', ' verslag ')).toBe('verslag');
  });
});
