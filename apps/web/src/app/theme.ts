import { createTheme } from '@mantine/core';

/** Blue 8 keeps white text on filled buttons and blue links on white above the AA contrast ratio. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  // No sliding or fading for people who asked their system for less motion.
  respectReducedMotion: true,
});
