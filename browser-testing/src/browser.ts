import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

// Debian's Chromium, never a downloaded one; nothing that phones home or needs a GPU or a sandbox.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string {
  const found = process.env.CHROMIUM_PATH ?? CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH');
  return found;
}

/** A fresh browser (playwright gives each launch its own temporary profile). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

/** Every URL the page requests, to check what a visitor downloads. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
