import { expect, type Locator, type Page } from '@playwright/test';

/** Loading, converting and drawing a model under SwiftShader takes a while on a small machine. */
export const MODEL_TIMEOUT = 90_000;

export const stage = (page: Page): Locator => page.getByTestId('viewer-stage');

/** Waits until the model is drawn. */
export const expectModelShown = async (page: Page) => {
  await expect(stage(page)).toHaveAttribute('data-state', 'ready', { timeout: MODEL_TIMEOUT });
};
