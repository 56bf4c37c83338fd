#!/usr/bin/env node
/**
 * Writes the installable app's icons, public/icons/icon-{192,512}.png and
 * maskable-{192,512}.png, from the logo (public/favicon.svg) with a headless Chromium.
 * Run after changing the logo: `CHROME_PATH=/usr/bin/chromium node apps/web/scripts/generate-icons.mjs`;
 * the files are committed (nothing is rendered at build or run time).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const outDir = path.join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });

const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#0b0d12';
// Maskable: the platform crops to any shape inside the central 80% circle, so the background
// fills the square and the glyph (the logo without its rounded tile) shrinks into the safe zone.
const maskable = logo
  .replace(/<rect[^>]*\/>/, `<rect x="-10" y="-10" width="84" height="84" fill="${background}"/>`)
  .replace('viewBox="0 0 64 64"', 'viewBox="-10 -10 84 84"');

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || undefined });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const render = async (body, file) => {
      await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
      await page
        .locator('svg')
        .first()
        .screenshot({ path: path.join(outDir, file), omitBackground: true });
    };
    const sized = (svg) => svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `);
    await render(sized(logo), `icon-${size}.png`);
    await render(sized(maskable), `maskable-${size}.png`);
    await page.close();
  }
} finally {
  await browser.close();
}
