import type { Page } from '@playwright/test';

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG or JPEG photo, drawn by the browser on a canvas (a roof against the sky), 320 × 240 unless told. */
export const makePhoto = async (
  page: Page,
  name: string,
  mimeType: 'image/png' | 'image/jpeg',
  { width = 320, height = 240 }: { width?: number; height?: number } = {},
) => {
  const dataUrl = await page.evaluate(
    ({ type, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.scale(width / 320, height / 240);
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
    },
    { type: mimeType, width, height },
  );
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return { name, mimeType, buffer: Buffer.from(base64, 'base64') } satisfies ImageFile;
};
