/**
 * Every message of the login page is in the language of the screen it shows on.
 *
 * A visitor who chose Kinyarwanda reads the page's own texts and the API's answers (worded by the
 * API in the language each call asks for) in Kinyarwanda, whatever language the browser itself
 * asks for (Accept-Language fr or en), for every kind of answer: each demo account and a client
 * signing in, a wrong password, an account not verified yet, an account locked by failed logins.
 *
 * Once signed in, the account's own language (kept on its profile) takes the screen over; a toast
 * still showing then reads in that language too, never in the one the screen has left.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO, newClientDetails, registerAndVerifyClient, type Credentials } from '../support/auth';
import { say, serverSays, type Locale } from '../support/catalogues';
import { freePort, startApi, type StackUrls } from '../support/stack';

const BROWSER_LANGUAGES = ['fr-FR', 'en-US'] as const;
const SWITCHER = /^(Language|Langue|Ururimi)$/;

/** A page on a browser asking for `browserLanguage`, and what language each API call asked for. */
async function openPage(browser: Browser, stack: StackUrls, browserLanguage: string) {
  const context = await browser.newContext({ locale: browserLanguage, baseURL: stack.shell });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(stack.api) || request.method() === 'OPTIONS') return;
    const call = `${request.method()} ${new URL(request.url()).pathname}`;
    void request
      .allHeaders()
      .then((headers) => asked.push(`${call}: ${headers['accept-language']}`));
  });
  return { context, page, asked };
}

/** The visitor chooses Kinyarwanda in the header, then opens /login as a new document. */
async function chooseKinyarwandaAndOpenLogin(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: SWITCHER }).selectOption('rw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
}

async function submit(page: Page, locale: Locale, { email, password }: Credentials) {
  await page.getByLabel(say(locale, 'Email')).fill(email);
  await page.getByLabel(say(locale, 'Password')).fill(password);
  await page.getByRole('button', { name: say(locale, 'Login') }).click();
}

/** The live region react-hot-toast writes each toast into. */
function toast(page: Page) {
  return page.locator('[aria-live="polite"]');
}

interface ToastWindow {
  __toastTexts?: string[];
}

/** From now on, every text the toasts' live region shows is noted (see toastTextsSeen). */
async function noteToastTexts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = ((window as ToastWindow).__toastTexts = []);
    const note = () => {
      for (const region of document.querySelectorAll('[aria-live="polite"]')) {
        const text = region.textContent?.trim();
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

function toastTextsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as ToastWindow).__toastTexts ?? []);
}

/**
 * Signs in from the open login page in `from`, and checks that the success toast said so in `from`
 * and then, once the account's own language `to` had taken the screen over, in `to`. The reader's
 * pointer rests on the toast from the moment it shows, which keeps it open. Every text the toast
 * showed is noted as it showed: on a busy machine the screen may turn before a check could look.
 */
async function signInAndSeeToastTurn(
  page: Page,
  credentials: Credentials,
  asked: string[],
  { from, to, landsOn }: { from: Locale; to: Locale; landsOn: (url: URL) => boolean },
) {
  await noteToastTexts(page);
  await submit(page, from, credentials);
  await toast(page).hover();
  const before = say(from, 'Login Successfully');
  const after = say(to, 'Login Successfully');
  await expect
    .poll(async () => (await toastTextsSeen(page)).some((text) => before.test(text)))
    .toBe(true);
  expectLoginAskedIn(asked, from);
  await page.waitForURL(landsOn, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect
    .poll(async () => {
      const texts = await toastTextsSeen(page);
      const first = texts.findIndex((text) => before.test(text));
      return first >= 0 && texts.slice(first + 1).some((text) => after.test(text));
    }, "the toast read in the screen's first language, then in the account's")
    .toBe(true);
}

/** The login call, and every call made before it, asked for the answer in `locale`. */
function expectLoginAskedIn(asked: string[], locale: Locale) {
  const login = asked.findIndex((call) => call.startsWith('POST /api/users/login'));
  expect(login, `the login call was made: ${asked.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(asked.slice(0, login + 1).filter((call) => !call.endsWith(`: ${locale}`))).toEqual([]);
}

for (const browserLanguage of BROWSER_LANGUAGES) {
  test.describe(`a visitor who chose Kinyarwanda, on a browser asking for ${browserLanguage}`, () => {
    const accounts: [string, (page: Page, stack: StackUrls) => Promise<Credentials>][] = [
      ['the admin', async () => DEMO.admin],
      ['lawyer one', async () => DEMO.lawyerOne],
      ['lawyer two', async () => DEMO.lawyerTwo],
      ['a client', (page, stack) => registerAndVerifyClient(page.request, stack)],
    ];
    for (const [who, account] of accounts) {
      test(`${who} signs in: the toast says so in Kinyarwanda, then in the account's language once the screen is in it`, async ({
        browser,
        stack,
      }) => {
        const { context, page, asked } = await openPage(browser, stack, browserLanguage);
        try {
          const credentials = await account(page, stack);
          await chooseKinyarwandaAndOpenLogin(page);
          // The account's own language is English: these accounts were made without one.
          await signInAndSeeToastTurn(page, credentials, asked, {
            from: 'rw',
            to: 'en',
            landsOn: (url) => url.pathname !== '/login',
          });
        } finally {
          await context.close();
        }
      });
    }

    test('a wrong password: the toast and the form say so in Kinyarwanda', async ({
      browser,
      stack,
    }) => {
      const { context, page, asked } = await openPage(browser, stack, browserLanguage);
      try {
        await chooseKinyarwandaAndOpenLogin(page);
        await submit(page, 'rw', { email: DEMO.lawyerTwo.email, password: 'Wrong@12345' });
        const refusal = serverSays('rw', 'error.login.invalidCredentials');
        await expect(toast(page)).toHaveText(refusal);
        await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
        expectLoginAskedIn(asked, 'rw');
      } finally {
        await context.close();
      }
    });

    test('an account not verified yet: the toast and the form say so in Kinyarwanda', async ({
      browser,
      stack,
    }) => {
      const { context, page, asked } = await openPage(browser, stack, browserLanguage);
      try {
        const details = newClientDetails();
        const registered = await page.request.post(`${stack.api}/users/register`, {
          data: details,
        });
        expect(registered.ok()).toBe(true);
        await chooseKinyarwandaAndOpenLogin(page);
        await submit(page, 'rw', details);
        const refusal = serverSays('rw', 'error.login.unverified');
        await expect(toast(page)).toHaveText(refusal);
        await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
        expectLoginAskedIn(asked, 'rw');
      } finally {
        await context.close();
      }
    });
  });
}

/**
 * The start of the server's Kinyarwanda refusal of an account under attack (its count of
 * minutes follows): "Too many attempts. Please try again in 15 minutes."
 */
function lockedRefusalStart(): RegExp {
  const catalogue = JSON.parse(
    readFileSync(path.join(__dirname, '../../server/src/i18n/rw.json'), 'utf8'),
  ) as Record<string, string>;
  const message = catalogue['error.rateLimited.minutes'];
  if (!message) throw new Error('the server has no Kinyarwanda error.rateLimited.minutes');
  const start = message.slice(0, message.indexOf('{'));
  return new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+ \\d+\\.$`);
}

test('an account locked after a failed login, on a French browser: the toast and the form say so in Kinyarwanda', async ({
  browser,
  stack,
}) => {
  test.setTimeout(180_000);
  // An API of its own where one failed login puts the account under guard (the stack's limits
  // are raised for every other test): the same build, its login calls sent here.
  const port = await freePort();
  const apiOrigin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'btj-e2e-locked-'));
  const api = await startApi({
    env: { API_PORT: String(port) },
    dataDir,
    apiOrigin,
    appUrl: stack.shell,
    corsOrigins: stack.shell,
    limits: { LOGIN_ACCOUNT_MAX: '1' },
  });
  const { context, page, asked } = await openPage(browser, stack, 'fr-FR');
  try {
    await page.route(`${stack.api}/users/login`, (route) =>
      route.continue({ url: `${apiOrigin}/api/users/login` }),
    );
    await chooseKinyarwandaAndOpenLogin(page);
    const wrong = { email: DEMO.lawyerOne.email, password: 'Wrong@12345' };
    await submit(page, 'rw', wrong);
    await expect(toast(page)).toHaveText(serverSays('rw', 'error.login.invalidCredentials'));
    await submit(page, 'rw', wrong);
    const locked = lockedRefusalStart();
    await expect(toast(page)).toHaveText(locked);
    await expect(page.getByRole('alert').filter({ hasText: locked })).toBeVisible();
    expect(asked.filter((call) => !call.endsWith(': rw'))).toEqual([]);
  } finally {
    await context.close();
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a client whose account is in Kinyarwanda signs in on a French page: the screen turns Kinyarwanda, and so does the toast', async ({
  browser,
  stack,
}) => {
  const { context, page, asked } = await openPage(browser, stack, 'fr-FR');
  try {
    const client = await registerAndVerifyClient(page.request, stack, { locale: 'rw' });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await signInAndSeeToastTurn(page, client, asked, {
      from: 'fr',
      to: 'rw',
      landsOn: (url) => url.pathname === '/user-dashboard',
    });
  } finally {
    await context.close();
  }
});
