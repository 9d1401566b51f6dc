import { stripImageDataUrlPrefix } from '@vve/contract/rules/base64-image';

/** A picked photo as base64 text without its data-URL prefix, as the upload wants it (spec §5). */
export const readAsBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      resolve(stripImageDataUrlPrefix(typeof reader.result === 'string' ? reader.result : ''));
    });
    reader.addEventListener('error', () => {
      reject(reader.error ?? new Error('The photo could not be read.'));
    });
    reader.readAsDataURL(file);
  });
