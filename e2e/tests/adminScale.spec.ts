import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO, registerAndVerifyClient, apiLogin } from '../support/auth';
import { signInAs } from '../support/session';
import { createCaseViaApi, seriousAxeViolations, tableRows } from '../support/admin';
import type { StackUrls } from '../support/stack';

/** A word no other test writes, so a search finds this test's cases only. */
const uniqueWord = () => `scale${randomBytes(4).toString('hex')}`;

/** Three cases of one new client, each summary carrying `word`. */
async function threeCases(request: APIRequestContext, stack: StackUrls, word: string) {
  const client = await registerAndVerifyClient(request, stack);
  const { token } = await apiLogin(request, stack, client);
  const make = (caseType: string, caseSubtype: string, text: string) =>
    createCaseViaApi(request, stack, token, { caseType, caseSubtype, summary: `${word} ${text}` });
  const land = await make('Civil matters', 'Land', 'boundary stones moved');
  const theft = await make('Criminal Cases', 'Theft', 'motorbike taken in Remera');
  const dowry = await make('Civil matters', 'Marriage', 'dowry never paid');
  return { client, land, theft, dowry };
}

const references = async (page: Page) =>
  (await tableRows(page).locator('td:first-child strong').allTextContents()).map((t) => t.trim());

test('search, filter and sort go to the URL; a reload shows the same rows; Back the view before', async ({
  page,
  request,
  stack,
}) => {
  const word = uniqueWord();
  const { land, dowry } = await threeCases(request, stack, word);
  await signInAs(page, request, stack, DEMO.admin);
  await page.goto('/submitted-cases');
  await expect(tableRows(page).first()).toBeVisible();

  await page.getByLabel('Search cases').fill(word);
  await expect(tableRows(page)).toHaveCount(3);
  await page.getByLabel('Case type').selectOption('Civil matters');
  await expect(tableRows(page)).toHaveCount(2);
  await page.getByLabel('Sort by').selectOption({ label: 'Subtype, Z to A' });
  await expect.poll(() => references(page)).toEqual([dowry.reference, land.reference]);
  await expect(page).toHaveURL(
    new RegExp(`\\?q=${word}&caseType=Civil\\+matters&sort=caseSubtype&order=desc$`),
  );
  const shown = await tableRows(page).allInnerTexts();

  await page.reload();
  await expect.poll(() => references(page)).toEqual([dowry.reference, land.reference]);
  expect(await tableRows(page).allInnerTexts()).toEqual(shown);
  await expect(page.getByLabel('Search cases')).toHaveValue(word);
  await expect(page.getByLabel('Case type')).toHaveValue('Civil matters');

  // Back: the same search and filter, newest first (dowry was submitted last).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&caseType=Civil\\+matters$`));
  await expect.poll(() => references(page)).toEqual([dowry.reference, land.reference]);
  await page.getByRole('button', { name: 'Case Owner' }).click();
  await expect(page.getByRole('columnheader', { name: 'Case Owner' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('bulk assign: two rows picked (pointer and keyboard), one request, one toast', async ({
  page,
  request,
  stack,
}) => {
  const word = uniqueWord();
  const { land, theft, dowry } = await threeCases(request, stack, word);
  await signInAs(page, request, stack, DEMO.admin);
  await page.goto(`/submitted-cases?q=${word}`);
  await expect(tableRows(page)).toHaveCount(3);
  const bulkPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/cases/bulk'))
      bulkPosts.push(r.postData() ?? '');
  });

  await page.getByRole('checkbox', { name: `Select case ${land.reference}` }).click();
  await page.getByRole('checkbox', { name: `Select case ${dowry.reference}` }).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('group', { name: 'Change the selected cases' });
  await expect(bar).toContainText('2 cases selected');
  await bar.getByLabel('Assign selected to').selectOption(DEMO.lawyerOne.email);
  await bar.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(page.getByText('2 cases updated', { exact: true })).toBeVisible();
  expect(bulkPosts).toHaveLength(1);
  const row = (reference: string) => tableRows(page).filter({ hasText: reference });
  await expect(row(land.reference)).toContainText(DEMO.lawyerOne.email);
  await expect(row(dowry.reference)).toContainText(DEMO.lawyerOne.email);
  await expect(row(theft.reference)).toContainText('Not assigned');
  await expect(bar).toBeHidden();
});

test('at 375 px the cases are cards with every action in reach, the side links in the Menu, no sideways scroll', async ({
  page,
  request,
  stack,
}) => {
  const word = uniqueWord();
  const { theft } = await threeCases(request, stack, word);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, request, stack, DEMO.admin);
  await page.goto(`/submitted-cases?q=${word}&caseType=Criminal+Cases`);
  const card = tableRows(page).filter({ hasText: theft.reference });
  await expect(card).toBeVisible();
  await expect(tableRows(page)).toHaveCount(1);

  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSidewaysScroll()).toBe(true);
  // A card, not a table row: as wide as the page, its cells stacked.
  const box = (await card.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  for (const name of ['View', 'Edit', 'Delete', 'Actions']) {
    const button = card.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  await card.getByRole('button', { name: 'Actions', exact: true }).click();
  const actions = page.getByRole('dialog', { name: 'Case Actions' });
  await expect(actions.getByLabel('Done/Archived')).toHaveValue('Going');
  await actions.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: 'View', exact: true }).click();
  // The right case, named by its reference: admin screens show no database id on purpose.
  const view = page.getByRole('dialog', { name: 'Admin Single Case View' });
  await expect(view).toContainText(theft.reference);
  await expect(view).toContainText(theft.summary);
  await expect(view).not.toContainText(theft.id);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The side links live behind the header's Menu button.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
