import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, setGerman, signIn, signInWithForm, signOut } from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const EDIT_LINK = '/appointments/?id=bk_completed_nofeedback&modal=edit-review&participantId=bp_completed_nofeedback';

test('a client leaves a review of 3.5 stars by keyboard, edits it once through the deep link, and cannot edit again', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'client');

  // Leave: from the overview's prompt.
  const prompt = page
    .getByRole('region', { name: 'Reviews waiting for you' })
    .locator('li[data-booking="bk_completed_nofeedback"]');
  await expect(prompt.getByText('How was your session with Dr Amaka Okafor?')).toBeVisible();
  await prompt.getByRole('button', { name: 'Leave a review' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Leave a review' })).toBeVisible();
  await expect(dialog(page).getByText('How was your session with Dr Amaka Okafor?')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Post review' }).click();
  await expect(dialog(page).getByText('Please choose a rating from half a star to 5 stars.')).toBeVisible();
  const stars = page.getByRole('slider', { name: 'Rating' });
  await stars.focus();
  for (let i = 0; i < 8; i++) await stars.press('ArrowRight');
  await stars.press('ArrowLeft');
  await expect(stars).toHaveAttribute('aria-valuetext', 'Rating: 3.5 of 5');
  await expect(stars).toHaveAttribute('aria-valuenow', '3.5');
  await page.getByLabel('Comment').fill('Calm and helpful.');
  await page.getByLabel('Post anonymously').check();
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/review/bp_completed_nofeedback'),
  );
  await dialog(page).getByRole('button', { name: 'Post review' }).click();
  expect((await posted).postDataJSON()).toEqual({ rating: 3.5, comment: 'Calm and helpful.', isAnonymous: true });
  await expect(page.getByText('Thank you for your review')).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // The booking shows it as it is: anonymous.
  await page.goto('/appointments/?id=bk_completed_nofeedback');
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review.getByText('Anonymous')).toBeVisible();
  await expect(review.getByText('3.5 out of 5')).toBeVisible();
  await expect(review.getByText('Calm and helpful.')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Edit review' })).toBeVisible();

  // Edit: the deep link works after sign-in and after a reload.
  await signOut(page);
  await page.goto(EDIT_LINK);
  await expect(page).toHaveURL(/\/login\/\?redirect=/);
  await signInWithForm(page, 'client@example.com');
  await expect(page).toHaveURL(EDIT_LINK);
  await expect(dialog(page).getByRole('heading', { name: 'Edit review' })).toBeVisible();
  await page.reload();
  await expect(dialog(page).getByText('You can edit this review only once.')).toBeVisible();
  await expect(stars).toHaveAttribute('aria-valuetext', 'Rating: 3.5 of 5');
  await expect(page.getByLabel('Comment')).toHaveValue('Calm and helpful.');
  await expect(page.getByLabel('Post anonymously')).toBeChecked();
  await expectNoAxeViolations(page);
  // A pointer on the left half of the fifth star gives 4.5.
  const fifth = stars.locator('[data-star="5"]');
  const box = (await fifth.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
  await expect(stars).toHaveAttribute('aria-valuetext', 'Rating: 4.5 of 5');
  await page.getByLabel('Post anonymously').uncheck();
  await dialog(page).getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated successfully').first()).toBeVisible();
  const shownAt = Date.now();
  await expect(dialog(page).getByRole('heading', { name: 'Edit review' })).toBeHidden({ timeout: 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1_200);
  await expect(page).not.toHaveURL(/modal=/);
  await page.goto('/appointments/?id=bk_completed_nofeedback');
  await expect(review.getByText('Grace A.')).toBeVisible();
  await expect(review.getByText('4.5 out of 5')).toBeVisible();
  await expect(review.getByText('Edited')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Edit review' })).toHaveCount(0);

  // Not a second time (in German): the modal says why instead of the form.
  await setGerman(page);
  await page.goto(EDIT_LINK);
  await expect(
    dialog(page).getByText('Diese Bewertung wurde bereits einmal bearbeitet und kann nicht mehr geändert werden.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bewertung aktualisieren' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a long history's sessions to review come three at a time, newest first, with a pager", async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/login/?demoData=large');
  await signInWithForm(page, 'large-client@example.com');
  await expect(page).toHaveURL('/overview/');
  const card = page.getByRole('region', { name: 'Reviews waiting for you' });
  const prompts = card.getByRole('listitem');
  await expect(prompts).toHaveCount(3);
  const pager = card.getByRole('navigation', { name: 'Pages of sessions to review' });
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstPage = await prompts.allTextContents();

  const second = page.waitForRequest(
    (r) => new URL(r.url()).pathname.endsWith('/review/pending') && new URL(r.url()).searchParams.get('page') === '2',
  );
  await pager.getByRole('button', { name: 'Next' }).click();
  await second;
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(prompts).toHaveCount(3);
  await expect.poll(() => prompts.allTextContents()).not.toEqual(firstPage);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect.poll(() => prompts.allTextContents()).toEqual(firstPage);
});
