import { expect, test } from './fixtures';
import { setGerman } from './helpers';

// Decision 0005: answers that are not the API's JSON (a proxy's HTML page, even with 200) are never trusted. The
// demo backend's `html` fault answers such a page (mocks/README.md, fault injection).

const MESSAGE = 'I would like to know how online sessions with a therapist work.';

// The same answers in English, and a chat send's: src/features/contact/ContactPage.test.tsx and
// src/features/messages/conversation-send-failure.test.tsx (their language is English: the component tests render it only).
test('a 502 proxy page in German shows the generic message in the toast, never its HTML', async ({ page }) => {
  await setGerman(page);
  await page.goto(`/contact/?mockFaults=${encodeURIComponent('POST /contact=502+html')}`);
  const german = page.getByRole('main');
  await german.getByLabel('E-Mail-Adresse').fill('ada@example.com');
  await german.getByLabel('Vorname').fill('Ada');
  await german.getByLabel('Nachname').fill('Obi');
  await german.getByLabel('Nachricht').fill(MESSAGE);
  await german.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.')).toBeVisible();
  await expect(page.getByText(/502|from the proxy|DOCTYPE|nginx/)).toHaveCount(0);
  await expect(german.getByLabel('Nachricht')).toHaveValue(MESSAGE);
});
