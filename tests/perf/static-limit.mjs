// A page's static limit for the Lighthouse bench: the page as the browser finally drew it (its
// first view hydrated, its answers in, its reveals done), frozen into HTML with every script and
// module preload taken out: same styles (the page's inline stylesheet), same pictures, no
// JavaScript. Written into the build the server serves (with its .br and .gz, as
// scripts/precompress.ts writes them for the storefront's files), so the same server sends it
// the same way. What the page costs beyond it is what its scripts cost.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, devices } from '@playwright/test';

/** Where the limits go inside the build; removed again by the caller. */
export const LIMIT_FOLDER = 'static-limit';

/** Lighthouse's mobile screen (Moto G Power, 412 × 823): the layout the page is measured in. */
const lighthouseMobile = {
  ...devices['Moto G4'],
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

/** The document without anything that runs: scripts (the JSON blocks too) and module preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/**
 * Opens each page once in Chromium as Lighthouse's phone, waits until it has settled (hydrated,
 * no request for half a second, then two more seconds for the reveals that run when idle) and
 * writes its limit into `distDir`. Returns each page's limit address.
 */
export async function writeStaticLimits(distDir, pages, chromePath) {
  const folder = path.join(distDir, LIMIT_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const limits = [];
    for (const page of pages) {
      const context = await browser.newContext({ ...lighthouseMobile, serviceWorkers: 'block' });
      const tab = await context.newPage();
      await tab.goto(page.url);
      await tab.waitForFunction(() => !document.documentElement.hasAttribute('data-first-view'));
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(2000);
      const html = `<!doctype html>\n${withoutScripts(await tab.evaluate(() => document.documentElement.outerHTML))}`;
      await context.close();
      const file = `${page.name.replace(/\W+/g, '-')}.html`;
      fs.writeFileSync(path.join(folder, file), html);
      fs.writeFileSync(path.join(folder, `${file}.br`), zlib.brotliCompressSync(html));
      fs.writeFileSync(path.join(folder, `${file}.gz`), zlib.gzipSync(html, { level: 9 }));
      limits.push(new URL(`/${LIMIT_FOLDER}/${file}`, page.url).href);
    }
    return limits;
  } finally {
    await browser.close();
  }
}
