/**
 * Debian's Chromium and the flags every headless run here needs (no sandbox in containers,
 * nothing that reaches for the network). Used by the Playwright config and the Lighthouse bench.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
