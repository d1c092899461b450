import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import {
  DASHBOARD_PATH,
  DEMO,
  STRONG_PASSWORD,
  latestMailTo,
  linkIn,
  registerAndVerifyClient,
  uniqueEmail,
} from '../support/auth';

/** The react-hot-toast toast carrying `text` (toasts are polite live regions). */
function toastWith(page: Page, text: string): Locator {
  return page.locator('[aria-live="polite"]').filter({ hasText: text });
}

/** The message shows as a toast and next to the field (its accessible description). */
async function expectFieldError(page: Page, field: Locator, message: string) {
  await expect(toastWith(page, message).first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
}

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('register, verify, login', () => {
  test('a new client registers, verifies the e-mail from the outbox and reaches the client dashboard', async ({
    page,
    stack,
  }) => {
    const errors = collectConsoleErrors(page);
    const email = uniqueEmail('register');
    // The Rwanda places arrive when the form opens, not before.
    const placesLoaded = page.waitForRequest((request) => request.url().includes('rwanda-places'));
    await page.goto('/register');
    await placesLoaded;
    await field(page, 'First Name').fill('Aline');
    await field(page, 'Last Name').fill('Uwase');
    await field(page, 'Email').fill(email);
    await field(page, 'ID/Tin/Passport Number').fill('1199080012345678');
    await field(page, 'Phone Number').fill('0788123456');
    await field(page, 'Preferred Contact').selectOption('email');
    await field(page, 'District/Akarere').selectOption('Gasabo');
    await expect(field(page, 'Sector/Umurenge')).toBeEnabled();
    await expect(field(page, 'Sector/Umurenge').locator('option')).toHaveCount(16); // 15 sectors
    await field(page, 'Sector/Umurenge').selectOption('Kimironko');
    await field(page, 'Cell/Akagari').selectOption('Bibare');
    await field(page, 'Password').fill(STRONG_PASSWORD);
    await field(page, 'Confirm Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(
      toastWith(page, 'you have successfully registered, kindly check your email for verification'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/verifyno1$/);
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const mail = await latestMailTo(stack, email);
    const link = linkIn(mail, '/verify');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(toastWith(page, 'Verification successful')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toastWith(page, 'Login Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/user-dashboard$/, { timeout: 5_000 });
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userId: localStorage.getItem('userId'),
      email: localStorage.getItem('email'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.userId).toBeTruthy();
    expect(stored.email).toBe(email);

    // With a stored token the landing page offers the dashboard instead of Submit Case.
    await page.goto('/');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'SubmitCase/DashBoard' }),
    ).toHaveAttribute('href', '/user-dashboard');
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });

  for (const [role, account] of [
    ['admin', DEMO.admin],
    ['adminStaff', DEMO.lawyerOne],
  ] as const) {
    test(`login as ${role} goes to ${DASHBOARD_PATH[role]} one second after the toast`, async ({
      page,
    }) => {
      await page.goto('/login');
      // The page notes when the toast shows and when the address changes, on its own clock: the
      // test's polling may see things hundreds of milliseconds late, so its own clock can neither
      // time the 1 s nor tell which came first. The toast is raised as the login's answer is read;
      // its painting may lag on a busy machine, so the second is counted from the answer's
      // arrival, which comes before both.
      await page.evaluate(() => {
        const marks = { answeredAt: 0, toastAt: 0, movedAt: 0 };
        (window as unknown as { loginMarks: typeof marks }).loginMarks = marks;
        new MutationObserver(() => {
          if (!marks.toastAt && document.body.textContent?.includes('Login Successfully'))
            marks.toastAt = performance.now();
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceResourceTiming[])
            if (new URL(entry.name).pathname.endsWith('/users/login'))
              marks.answeredAt = entry.responseEnd;
        }).observe({ type: 'resource' });
        // The address changes before the dashboard renders anything (its remote may still be
        // loading), so the move is read from the history entry changing, not from a DOM mutation.
        (window as unknown as { navigation: EventTarget }).navigation.addEventListener(
          'currententrychange',
          () => {
            if (!marks.movedAt && location.pathname !== '/login') marks.movedAt = performance.now();
          },
        );
      });
      await field(page, 'Email').fill(account.email);
      await field(page, 'Password').fill(account.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(toastWith(page, 'Login Successfully')).toBeVisible();
      await page.waitForURL(`**${DASHBOARD_PATH[role]}`, { timeout: 5_000 });
      const marks = await page.evaluate(
        () =>
          (
            window as unknown as {
              loginMarks: { answeredAt: number; toastAt: number; movedAt: number };
            }
          ).loginMarks,
      );
      expect(marks.answeredAt).toBeGreaterThan(0);
      expect(marks.movedAt).toBeGreaterThan(0);
      // The toast shows on /login, before the page moves.
      expect(marks.toastAt).toBeGreaterThan(0);
      expect(marks.toastAt).toBeLessThan(marks.movedAt);
      // The page's clock is coarsened by a fraction of a millisecond; the second itself is whole.
      expect(marks.movedAt - marks.answeredAt).toBeGreaterThanOrEqual(999);
    });
  }

  test('login works with the keyboard alone', async ({ page, stack }) => {
    const client = await registerAndVerifyClient(page, stack);
    await page.goto('/login');
    await field(page, 'Email').focus();
    await page.keyboard.type(client.email);
    await page.keyboard.press('Tab');
    await expect(field(page, 'Password')).toBeFocused();
    await page.keyboard.type(client.password);
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Login Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/user-dashboard$/, { timeout: 5_000 });
  });

  test('an unverified client cannot log in and sees why', async ({ page, request, stack }) => {
    const email = uniqueEmail('unverified');
    const answer = await request.post(`${stack.api}/users/register`, {
      data: {
        firstName: 'Eric',
        lastName: '',
        email,
        idNo: '1199780012345678',
        phoneNumber: '0788000000',
        preferredContact: 'phone',
        district: 'Huye',
        sector: 'Tumba',
        cell: 'Cyimana',
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
    expect(answer.ok()).toBe(true);
    await page.goto('/login');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toastWith(page, 'Please verify your email before logging in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('password reset', () => {
  test('forgot → mail → reset → login with the new password', async ({ page, stack }) => {
    const client = await registerAndVerifyClient(page, stack);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await field(page, 'Email').fill(client.email);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(toastWith(page, 'Password reset email sent successfully!')).toBeVisible();

    const mail = await latestMailTo(stack, client.email, { subject: /reset/i });
    const link = linkIn(mail, '/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    const newPassword = 'Fresh$Pass2025';
    await field(page, 'New Password').fill(newPassword);
    await field(page, 'Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toastWith(page, 'Password reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

    // The old password no longer works; the new one does.
    await field(page, 'Email').fill(client.email);
    await field(page, 'Password').fill(client.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toastWith(page, 'Invalid email or password.')).toBeVisible();
    await field(page, 'Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toastWith(page, 'Login Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/user-dashboard$/, { timeout: 5_000 });
  });

  test('reset: strength, then match messages, paste blocked on confirm', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    const password = field(page, 'New Password');
    const confirm = field(page, 'Confirm Password');
    const submit = page.getByRole('button', { name: 'Update Password' });

    await password.fill('weak');
    await submit.click();
    await expectFieldError(
      page,
      password,
      'Password must be at least 8 characters long, including uppercase, lowercase, number, and special character.',
    );
    await password.fill(STRONG_PASSWORD);
    await confirm.fill('Other@2024x');
    await submit.click();
    await expectFieldError(page, confirm, 'Passwords do not match.');

    // Paste is blocked on the confirm field.
    await confirm.fill('');
    await confirm.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Pasted@2024x');
      const input = document.activeElement as HTMLInputElement;
      const event = new ClipboardEvent('paste', {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
      });
      const allowed = input.dispatchEvent(event);
      (window as unknown as { pasteAllowed: boolean }).pasteAllowed = allowed;
    });
    expect(
      await page.evaluate(() => (window as unknown as { pasteAllowed: boolean }).pasteAllowed),
    ).toBe(false);
    await expect(confirm).toHaveValue('');

    // A token the server refuses: the change-password failure text.
    await confirm.fill(STRONG_PASSWORD);
    await submit.click();
    await expect(toastWith(page, 'Failed to reset password. Please try again.')).toBeVisible();
  });

  test('reset without a token: invalid or missing token on load, no valid token on submit', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(toastWith(page, 'Invalid or missing token.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Invalid or missing token.')).toBeVisible();
    await field(page, 'New Password').fill(STRONG_PASSWORD);
    await field(page, 'Confirm Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toastWith(page, 'No valid token found.')).toBeVisible();
  });

  test('forgot password requires an e-mail', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expectFieldError(page, field(page, 'Email'), 'Email is required.');
  });
});

test.describe('validation messages of the visitor forms, in their order', () => {
  test('register: each required field in order, then match, then strength; nothing sent', async ({
    page,
  }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/users/register')) sent += 1;
    });
    await page.goto('/register');
    const submit = page.getByRole('button', { name: 'Register', exact: true });
    await expect(field(page, 'District/Akarere').locator('option')).toHaveCount(31); // 30 districts

    const steps: [label: string, message: string, fill: () => Promise<unknown>][] = [
      ['First Name', 'First Name is required.', () => field(page, 'First Name').fill('Aline')],
      ['Email', 'Email is required.', () => field(page, 'Email').fill(uniqueEmail('validation'))],
      [
        'ID/Tin/Passport Number',
        'ID/Tin/Passport Number is required.',
        () => field(page, 'ID/Tin/Passport Number').fill('1199'),
      ],
      ['Phone Number', 'Phone Number is required.', () => field(page, 'Phone Number').fill('0788')],
      [
        'Preferred Contact',
        'Preferred Contact is required.',
        () => field(page, 'Preferred Contact').selectOption('phone'),
      ],
      [
        'District/Akarere',
        'District/Akarere is required.',
        () => field(page, 'District/Akarere').selectOption('Musanze'),
      ],
      [
        'Sector/Umurenge',
        'Sector/Umurenge is required.',
        () => field(page, 'Sector/Umurenge').selectOption('Muhoza'),
      ],
      [
        'Cell/Akagari',
        'Cell/Akagari is required.',
        () => field(page, 'Cell/Akagari').selectOption({ index: 1 }),
      ],
      ['Password', 'Password is required.', () => field(page, 'Password').fill('weakpass')],
      [
        'Confirm Password',
        'Passwords do not match.',
        () => field(page, 'Confirm Password').fill('weakpass'),
      ],
      [
        'Password',
        'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
        async () => undefined,
      ],
    ];
    for (const [label, message, fill] of steps) {
      await submit.click();
      await expectFieldError(page, field(page, label), message);
      await expect(field(page, label)).toBeFocused();
      await fill();
    }
    expect(sent).toBe(0);
  });

  test('register: an e-mail that already has an account gets the answer of a new one; the owner gets a mail', async ({
    page,
    stack,
  }) => {
    // The answer must not reveal that the address has an account.
    const client = await registerAndVerifyClient(page, stack);
    await page.goto('/register');
    await field(page, 'First Name').fill('Aline');
    await field(page, 'Email').fill(client.email);
    await field(page, 'ID/Tin/Passport Number').fill('1199080012345678');
    await field(page, 'Phone Number').fill('0788123456');
    await field(page, 'Preferred Contact').selectOption('email');
    await field(page, 'District/Akarere').selectOption('Gasabo');
    await field(page, 'Sector/Umurenge').selectOption('Kimironko');
    await field(page, 'Cell/Akagari').selectOption('Bibare');
    await field(page, 'Password').fill(STRONG_PASSWORD);
    await field(page, 'Confirm Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(
      toastWith(page, 'you have successfully registered, kindly check your email for verification'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/verifyno1$/);
    const mail = await latestMailTo(stack, client.email, {
      subject: /^Someone tried to register with your address$/,
    });
    expect(linkIn(mail, '/login').origin).toBe(new URL(page.url()).origin);
    expect(linkIn(mail, '/forgot-password').pathname).toBe('/forgot-password');
  });

  test('login: e-mail then password required; e-mail input is of e-mail type', async ({ page }) => {
    await page.goto('/login');
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    const submit = page.getByRole('button', { name: 'Login', exact: true });
    await submit.click();
    await expectFieldError(page, field(page, 'Email'), 'Email is required.');
    await field(page, 'Email').fill('someone@example.com');
    await submit.click();
    await expectFieldError(page, field(page, 'Password'), 'Password is required.');
    await field(page, 'Password').fill('Wrong@12345');
    await submit.click();
    await expect(toastWith(page, 'Invalid email or password.')).toBeVisible();
    // The password can be shown and hidden again.
    const toggle = page.getByRole('button', { name: 'Show Password' });
    await toggle.click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
  });

  test('verify with a bad token: invalid or expired token, no login link', async ({ page }) => {
    await page.goto('/verify?token=definitely-not-valid');
    await expect(toastWith(page, 'Invalid or expired token.')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Login', exact: true }),
    ).toHaveCount(0);
  });
});

test.describe('accessibility of the visitor pages', () => {
  for (const [path, heading] of [
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password?token=abc', 'Reset Password'],
    ['/verify?token=abc', 'Email Verification'],
    ['/verifyno1', 'Check your e-mail'],
    ['/verifyno', 'Account Verified'],
  ] as const) {
    test(`${path} has no serious axe violation and no console error`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/verifyno') {
        await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
      // /verify with a made-up token answers 400 from the server, which the browser logs.
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    });
  }
});
