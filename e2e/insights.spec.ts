import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, mainNav, setGerman, signIn } from './helpers';

// A provider's insights (decision 0160): the four charts of a period and the same numbers in their tables, in English
// and German, checked against what the offline backend answered.

interface Insights {
  currencyCode: string;
  sessionsByWeek: { completed: number; cancelledByClient: number; cancelledByProvider: number; noShows: number }[];
  earningsByMonth: { earned: number; refunded: number }[];
  clientsByMonth: { newClients: number; returningClients: number }[];
  ratingByMonth: { averageRating: number | null; reviewCount: number }[];
}

const answered = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/provider/insights' && r.status() === 200);

/** A table's cells, row by row, without its row headers. */
const tableValues = (page: Page, chart: string) =>
  page
    .getByRole('region', { name: chart, exact: true })
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));

/** The values a chart drew, bar by bar (or point by point), series by series. */
const drawnValues = (page: Page, chart: string) =>
  page
    .getByRole('region', { name: chart, exact: true })
    .locator('.ct-series')
    .evaluateAll((series) =>
      series.map((s) => [...s.querySelectorAll('.ct-bar, .ct-point')].map((e) => Number(e.getAttribute('ct:value')))),
    );

async function expectChartsAndTables(page: Page, data: Insights, locale: string, texts: Texts) {
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const money = (minor: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: data.currencyCode }).format(minor / 100);
  const sessions = data.sessionsByWeek.map((w) => [w.completed, w.cancelledByClient, w.cancelledByProvider, w.noShows]);
  const earnings = data.earningsByMonth.map((m) => [m.earned, m.refunded]);
  const clients = data.clientsByMonth.map((m) => [m.newClients, m.returningClients]);
  // A period of 3 months has 13 or 14 weeks and 4 months.
  expect(sessions.length).toBeGreaterThanOrEqual(13);
  expect(earnings).toHaveLength(4);
  // The seed's provider has sessions, payments and reviews in the last 3 months: the charts are not all zero.
  expect(sessions.flat().some((n) => n > 0)).toBe(true);
  expect(earnings.flat().some((n) => n > 0)).toBe(true);

  const [sessionsTitle, earningsTitle, clientsTitle, ratingTitle] = texts.charts;
  for (const title of texts.charts) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // Chartist writes each value it draws on its bar or point.
  const transpose = (rows: number[][]) => (rows[0] ?? []).map((_, i) => rows.map((r) => r[i]));
  expect(await drawnValues(page, sessionsTitle)).toEqual(transpose(sessions));
  expect(await drawnValues(page, earningsTitle)).toEqual(transpose(earnings));
  expect(await drawnValues(page, clientsTitle)).toEqual(transpose(clients));

  for (const title of texts.charts) {
    await page.getByRole('region', { name: title, exact: true }).getByRole('button', { name: texts.showTable }).click();
  }
  expect(await tableValues(page, sessionsTitle)).toEqual(sessions.map((row) => row.map(number)));
  expect(await tableValues(page, earningsTitle)).toEqual(earnings.map((row) => row.map(money)));
  expect(await tableValues(page, clientsTitle)).toEqual(clients.map((row) => row.map(number)));
  expect(await tableValues(page, ratingTitle)).toEqual(
    data.ratingByMonth.map((m) => [
      m.averageRating === null
        ? texts.noRating
        : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(m.averageRating),
    ]),
  );
  await expectNoAxeViolations(page);
}

interface Texts {
  charts: [string, string, string, string];
  showTable: string;
  noRating: string;
}

const english: Texts = {
  charts: ['Sessions per week', 'Earnings per month', 'New and returning clients', 'Average rating'],
  showTable: 'Show as table',
  noRating: 'no reviews',
};
const german: Texts = {
  charts: [
    'Sitzungen pro Woche',
    'Einnahmen pro Monat',
    'Neue und wiederkehrende Klient:innen',
    'Durchschnittliche Bewertung',
  ],
  showTable: 'Als Tabelle zeigen',
  noRating: 'keine Bewertungen',
};

test('a provider opens insights, picks the last 3 months and reads the same numbers in the charts and the tables', async ({
  page,
}) => {
  await signIn(page, 'provider');
  await mainNav(page).getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last 4 weeks' })).toHaveAttribute('aria-current', 'page');

  const answer = answered(page);
  await page.getByRole('link', { name: 'Last 3 months' }).click();
  await expect(page).toHaveURL('/insights/?period=last-3-months');
  const data = (await (await answer).json()) as Insights;
  await expect(page.getByRole('link', { name: 'Last 3 months' })).toHaveAttribute('aria-current', 'page');
  await expectChartsAndTables(page, data, 'en', english);

  // The period stays in the URL: a reload shows the same one.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Last 3 months' })).toHaveAttribute('aria-current', 'page');
});

test.describe('on a phone in German', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the same journey: the last 3 months in German numbers and dates', async ({ page }) => {
    await signIn(page, 'provider');
    await setGerman(page);
    await page.goto('/insights/');
    await expect(page.getByRole('heading', { level: 1, name: 'Auswertungen' })).toBeVisible();
    const answer = answered(page);
    await page.getByRole('link', { name: 'Letzte 3 Monate' }).click();
    const data = (await (await answer).json()) as Insights;
    await expect(
      page.getByText(/^\d{1,2}\. \p{L}+\.? \d{4} – \d{1,2}\. \p{L}+\.? \d{4}, in Ihrer Zeitzone/u),
    ).toBeVisible();
    await expectChartsAndTables(page, data, 'de', german);
  });
});
