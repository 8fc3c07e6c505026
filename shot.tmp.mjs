import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [lang, w] of [['de', 1280], ['en', 1280], ['de', 390]]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 800 } });
  const p = await ctx.newPage();
  await p.goto('http://127.0.0.1:4499/login/');
  await p.getByLabel('Email address').fill('provider@example.com');
  await p.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.waitForURL('**/overview/');
  if (lang === 'de') await p.getByRole('button', { name: /DE/ }).first().click().catch(() => {});
  await p.goto('http://127.0.0.1:4499/insights/?period=last-3-months');
  await p.getByRole('heading', { level: 1 }).waitFor();
  await p.waitForTimeout(1500);
  const sw = await p.evaluate(() => document.documentElement.scrollWidth);
  console.log(lang, w, 'scrollWidth', sw);
  await p.screenshot({ path: `/tmp/final-${lang}-${w}.png` });
  await ctx.close();
}
await b.close();
