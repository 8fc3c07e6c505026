// Draws the installed app's icons (src/app/pwa/icons/*.png) from the header's logo (src/ui/Logo.tsx) with the test
// browser: `npx tsx scripts/pwa-icons.ts`, then commit the PNGs. Run it again only when the logo changes.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const outDir = path.resolve(import.meta.dirname, '../src/app/pwa/icons');
const glyph = '<path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z"/><path d="M9 11h6"/>';

/** The logo's gradient tile; a maskable icon fills the square and keeps the glyph inside the 80 % safe zone. */
function svg(size: number, maskable: boolean): string {
  const radius = maskable ? 0 : size * 0.22;
  const glyphSize = size * (maskable ? 0.42 : 0.56);
  const offset = (size - glyphSize) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d9488"/><stop offset="1" stop-color="#4f46e5"/></linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>
  <svg x="${offset}" y="${offset}" width="${glyphSize}" height="${glyphSize}" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</svg>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const executablePath = fs.existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage();
fs.mkdirSync(outDir, { recursive: true });
for (const { file, size, maskable } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${svg(size, maskable)}`);
  await page
    .locator('svg')
    .first()
    .screenshot({ path: path.join(outDir, file), omitBackground: true });
}
await browser.close();
