/**
 * The admin's and the lawyer's pages in Kinyarwanda and French through the shell: the admin and
 * staff remotes register their catalogues and the shell loads them with the page, so the first
 * paint after the remote arrives is already in the language; the statuses, flags and case types
 * the firm stored read in the language; no English of the apps' catalogues is left; axe is clean
 * with <html lang> set.
 *
 * A signed-in user's profile language wins over the cookie; these tests set the language on the
 * profile the page reads (the GET of the user's record is answered with `locale` changed) so the
 * demo accounts other tests read in English keep their stored language.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO, apiLogin, registerAndVerifyClient } from '../support/auth';
import { signInAs } from '../support/session';
import { readAs } from '../support/layoutMatrix';
import { createCaseViaApi, seriousAxeViolations, tableRows } from '../support/admin';
import { englishLeftIn } from '../support/catalogues';

const visibleText = (page: Page) => page.locator('body').innerText();

test('the admin reads the submitted cases, a card at 375 px and the Actions dialog in Kinyarwanda', async ({
  page,
  request,
  stack,
}) => {
  const word = `rw${randomBytes(4).toString('hex')}`;
  const client = await registerAndVerifyClient(request, stack);
  const { token } = await apiLogin(request, stack, client);
  const theft = await createCaseViaApi(request, stack, token, {
    caseType: 'Criminal Cases',
    caseSubtype: 'Theft',
    summary: `${word} motorbike taken in Remera`,
  });
  await readAs(page, 'rw', await signInAs(page, request, stack, DEMO.admin));

  await page.goto(`/submitted-cases?q=${word}`);
  await expect(page.getByRole('heading', { name: /Ibirego byatanzwe/ })).toBeVisible();
  const row = tableRows(page).filter({ hasText: theft.reference });
  await expect(row).toBeVisible();
  // What the firm stored ('pending', 'Going', the type and subtype) reads in Kinyarwanda.
  await expect(row).toContainText('Birategereje');
  await expect(row).toContainText('Birakomeje');
  await expect(row).toContainText('Ibirego mpanabyaha');
  await expect(row).toContainText('Ubujura');
  await expect(page.getByText('Habonetse ikirego 1', { exact: true })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  expect(englishLeftIn(await visibleText(page), 'rw')).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Under 640 px each row is a card whose cells are labelled in Kinyarwanda.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row.locator('td').nth(1)).toHaveAttribute('data-label', "Nyir'ikirego");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await row.getByRole('button', { name: 'Ibikorwa', exact: true }).click();
  const actions = page.getByRole('dialog', { name: 'Ibikorwa ku kirego' });
  await expect(actions.getByLabel('Byarangiye/Byashyinguwe')).toHaveValue('Going');
  await expect(actions.getByRole('button', { name: 'Bika ibyahinduwe' })).toBeVisible();
  expect(englishLeftIn(await visibleText(page), 'rw')).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the lawyer reads the dashboard and the case view with the tools in French', async ({
  page,
  request,
  stack,
}) => {
  const word = `fr${randomBytes(4).toString('hex')}`;
  const client = await registerAndVerifyClient(request, stack);
  const { token } = await apiLogin(request, stack, client);
  const land = await createCaseViaApi(request, stack, token, {
    caseType: 'Civil matters',
    caseSubtype: 'Land',
    summary: `${word} boundary stones moved`,
  });
  const admin = await apiLogin(request, stack, DEMO.admin);
  const assigned = await request.patch(`${stack.api}/cases/assigning/${land.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { assignedTo: DEMO.lawyerOne.email },
  });
  expect(assigned.ok()).toBe(true);
  await readAs(page, 'fr', await signInAs(page, request, stack, DEMO.lawyerOne));

  // The lawyer's search finds the case: one card, in French.
  await page.goto(`/staff-dashboard?q=${word}`);
  await expect(page.getByRole('heading', { name: /Dossiers attribués/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Affaires civiles');
  await expect(card).toContainText('Foncier');
  expect(englishLeftIn(await visibleText(page), 'fr')).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Voir', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'Fiche du dossier (personnel)' });
  const contact = view.getByRole('region', { name: 'Coordonnées du client' });
  await expect(contact.getByText(client.email)).toBeVisible();
  await expect(view.getByText('Seul le cabinet voit ces notes.')).toBeVisible();
  await expect(view.getByLabel('Statut', { exact: true })).toBeVisible();
  expect(englishLeftIn(await visibleText(page), 'fr')).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
