import { describe, expect, it } from 'vitest';
import { readAsBase64 } from './read-as-base64';

describe('readAsBase64', () => {
  it('reads a PNG as base64 without the data-URL prefix', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'roof.png', { type: 'image/png' });
    await expect(readAsBase64(png)).resolves.toBe('iVBORw==');
  });

  it('keeps the prefix of a type the server does not take, so that the server refuses it', async () => {
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'a.gif', { type: 'image/gif' });
    await expect(readAsBase64(gif)).resolves.toBe('data:image/gif;base64,R0lG');
  });
});
