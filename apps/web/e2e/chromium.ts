/// <reference types="node" />
/** Debian's Chromium, or the one CHROMIUM_PATH names (no browser download works here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No background connections: this machine's network is closed, and refused ones slow every start. */
const QUIET = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium for the app's journeys and benchmarks. */
export const CHROMIUM_ARGS = ['--disable-gpu', ...QUIET];

/** WebGL2 through SwiftShader, for the 3D viewer. */
export const CHROMIUM_WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', ...QUIET];
