/**
 * A visitor who reads Kinyarwanda first chooses it once, and from then on every screen
 * and every e-mail of the journey is in Kinyarwanda: register, verify, log in, submit a case, read
 * the mails, reload. Texts are found through the catalogues by their English text (no key is
 * named here), and each screen is checked for English left from the catalogues.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { STRONG_PASSWORD, latestMailTo, linkIn, uniqueEmail } from '../support/auth';
import { tinyPdf } from '../support/client';
import { englishLeftIn, say, sayAny, serverEnglishLeftIn, serverSays } from '../support/catalogues';

const RW = 'rw';

function field(scope: Page | Locator, english: string): Locator {
  return scope.getByLabel(say(RW, english));
}

function toastSaying(page: Page, english: string): Locator {
  return page.locator('[aria-live="polite"]').filter({ hasText: say(RW, english) });
}

/** The page reads in Kinyarwanda: `<html lang="rw">` and no English text of the apps visible. */
async function expectKinyarwanda(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', RW);
  const visible = await page.locator('body').innerText();
  expect(englishLeftIn(visible, RW), `English left on ${where}`).toEqual([]);
}

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a visitor chooses Kinyarwanda once: register, verify, log in, submit a case and the e-mails are all in Kinyarwanda', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('kinyarwanda');

  // An English browser: the first visit is in English, until the visitor chooses.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const switcher = page.getByRole('combobox', { name: 'Language', exact: true }).first();
  await switcher.selectOption(RW);
  await expectKinyarwanda(page, '/ after the switch');
  await expectNoSeriousA11yViolations(page);

  // A new document: the server already answers in the kept language.
  await page.goto('/register');
  await expectKinyarwanda(page, '/register');
  await field(page, 'First Name').fill('Aline');
  await field(page, 'Last Name').fill('Uwase');
  await field(page, 'Email').fill(email);
  await field(page, 'ID/Tin/Passport Number').fill('1199080012345678');
  await field(page, 'Phone Number').fill('0788123456');
  await field(page, 'Preferred Contact').selectOption('email');
  await field(page, 'District/Akarere').selectOption('Gasabo');
  await expect(field(page, 'Sector/Umurenge')).toBeEnabled();
  await field(page, 'Sector/Umurenge').selectOption('Kimironko');
  await field(page, 'Cell/Akagari').selectOption('Bibare');
  await field(page, 'Password').fill(STRONG_PASSWORD);
  await field(page, 'Confirm Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: say(RW, 'Register') }).click();
  await expect(
    toastSaying(page, 'you have successfully registered, kindly check your email for verification'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/verifyno1$/);
  await expectKinyarwanda(page, '/verifyno1');

  // The verification e-mail is in Kinyarwanda: the account keeps the language it was made in.
  const verification = await latestMailTo(stack, email);
  expect(verification.subject).toMatch(serverSays(RW, 'mail.verify.subject'));
  expect(serverEnglishLeftIn(verification.text, RW)).toEqual([]);
  const link = linkIn(verification, '/verify');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(toastSaying(page, 'Verification successful')).toBeVisible();
  await expectKinyarwanda(page, '/verify');

  await page.goto('/login');
  await expectKinyarwanda(page, '/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: say(RW, 'Login') }).click();
  await expect(toastSaying(page, 'Login Successfully')).toBeVisible();
  await page.waitForURL(/\/user-dashboard$/, { timeout: 15_000 });
  await expectKinyarwanda(page, '/user-dashboard');
  await expect(page).toHaveTitle(new RegExp(`^(${sayAny(RW, 'My cases')}) · Bridge to Justice$`));

  // Submit a case in Kinyarwanda.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: say(RW, 'Submit Case') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: say(RW, 'Submit Case') });
  await expect(dialog).toBeVisible();
  await expectKinyarwanda(page, 'the Submit Case dialog');
  await field(dialog, 'Case Type').selectOption('Civil matters');
  await field(dialog, 'Case SubType').selectOption('Land');
  await field(dialog, 'File').setInputFiles(tinyPdf('Amasezerano y’ubutaka'));
  const summary = `Ikibazo cy’imbibi z’ubutaka ${Date.now()}`;
  await field(dialog, 'Summary').fill(summary);
  await dialog.getByRole('button', { name: say(RW, 'Submit') }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(summary).first()).toBeVisible();
  await expectKinyarwanda(page, 'the dashboard with the new case');

  // The firm's answer by e-mail: the case was received, in Kinyarwanda.
  const received = await latestMailTo(stack, email, {
    subject: serverSays(RW, 'mail.notification.caseReceived.subject'),
  });
  expect(received.subject).toMatch(/BTJ-\d{4}-\d{5}/);
  expect(serverEnglishLeftIn(received.text, RW)).toEqual([]);

  // Reload keeps the language, for the signed-in user too.
  await page.reload();
  await expectKinyarwanda(page, '/user-dashboard after a reload');
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});
