import type { Page } from '@playwright/test';

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG or JPEG photo, drawn by the browser on a canvas (a roof against the sky). */
export const makePhoto = async (page: Page, name: string, mimeType: 'image/png' | 'image/jpeg') => {
  const dataUrl = await page.evaluate((type) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#87ceeb';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#a0522d';
    context.beginPath();
    context.moveTo(40, 140);
    context.lineTo(160, 50);
    context.lineTo(280, 140);
    context.fill();
    context.fillStyle = '#f5f5dc';
    context.fillRect(70, 140, 180, 100);
    return canvas.toDataURL(type, 0.9);
  }, mimeType);
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return { name, mimeType, buffer: Buffer.from(base64, 'base64') } satisfies ImageFile;
};
