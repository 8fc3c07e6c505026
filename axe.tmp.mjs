import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ baseURL: 'http://127.0.0.1:4499' });
const p = await ctx.newPage();
await p.goto('/');
await p.getByRole('heading', { level: 1 }).first().waitFor();
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
for (const legacy of [false, true, false, true]) {
  const t = Date.now();
  const r = await new AxeBuilder({ page: p }).withTags(tags).setLegacyMode(legacy).analyze();
  console.log('legacy', legacy, Date.now() - t, 'ms', r.violations.length, r.passes.length);
}
await b.close();
