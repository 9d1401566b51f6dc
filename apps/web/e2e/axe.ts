import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Animation frames in a row without a finite animation that count as standing still. */
const STILL_FRAMES = 3;

/**
 * Waits until no finite animation or transition runs (a dialog fading in has blended, passing colours);
 * endless ones (a spinner) do not count. A transition may start a frame or two after its element appears, so
 * the page must stand still for a few frames in a row.
 */
const settled = async (page: Page) => {
  await page.evaluate(() => {
    Object.assign(window, { stillFrames: 0 });
  });
  await page.waitForFunction(
    (needed) => {
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      const counter = window as unknown as { stillFrames: number };
      counter.stillFrames = moving ? 0 : counter.stillFrames + 1;
      return counter.stillFrames >= needed;
    },
    STILL_FRAMES,
    { polling: 'raf' },
  );
};

/** Runs axe with the WCAG 2.0 and 2.1 A and AA rules, once the page stands still, and expects no violations. */
export const expectNoViolations = async (page: Page) => {
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations).toEqual([]);
};

/** Nothing is wider than the window: no sideways scrolling on a phone. */
export const expectNoSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

/** No text is cut short for want of room: no badge's label and no page title is clipped or ends in an ellipsis. */
export const expectNothingCut = async (page: Page) => {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Badge-label, h1')]
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      )
      .map((element) => element.textContent),
  );
  expect(cut).toEqual([]);
};
