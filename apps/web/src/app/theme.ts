import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Blue 8 keeps white text on filled buttons and blue links on white above the AA contrast ratio. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  // No sliding or fading for people who asked their system for less motion.
  respectReducedMotion: true,
});

/**
 * Mantine's dimmed text (inputs' descriptions and hints) is gray 6, and its error text (an input's message) red 6,
 * both under the AA contrast ratio on white; the app's secondary text is gray 7 everywhere, these included, and
 * its error text red 9, as in its alerts.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: { '--mantine-color-dimmed': mantine.colors.gray[7], '--mantine-color-error': mantine.colors.red[9] },
  dark: {},
});
