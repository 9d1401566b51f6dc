import { expect, type Locator, type Page } from '@playwright/test';

/** Loading, converting and drawing a model under SwiftShader takes a while on a small machine. */
export const MODEL_TIMEOUT = 90_000;

export const stage = (page: Page): Locator => page.getByTestId('viewer-stage');

/** Waits until the model is drawn. */
export const expectModelShown = async (page: Page) => {
  await expect(stage(page)).toHaveAttribute('data-state', 'ready', { timeout: MODEL_TIMEOUT });
};

/** The canvas's pixels as they show, each `step`-th one's red, green and blue (a screenshot, read in the page). */
export const canvasPixels = async (page: Page, step = 1): Promise<number[]> => {
  const png = (await stage(page).locator('canvas').screenshot()).toString('base64');
  return page.evaluate(
    async ([data, every]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return [];
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const rgb: number[] = [];
      for (let index = 0; index < pixels.length; index += 4 * every) {
        rgb.push(pixels[index] ?? 0, pixels[index + 1] ?? 0, pixels[index + 2] ?? 0);
      }
      return rgb;
    },
    [png, step] as const,
  );
};
