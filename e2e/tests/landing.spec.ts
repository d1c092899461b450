import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';

/** No serious or critical axe-core violation on the page as it stands. */
async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const TEAM_TITLES = [
  'CEO & Founder',
  'HRM & Co-Founder',
  'APM',
  'PM',
  'CLO',
  'CMO',
  'COO',
  'Project Manager',
  'Partner',
];

test.describe('landing page /', () => {
  test('shows every section of the landing page, with no console error', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bridge to Justice' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Submit Case' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Taxes Consultancy' })).toHaveAttribute(
      'href',
      '/taxc',
    );
    await expect(nav.getByRole('link', { name: 'Mediation' })).toHaveAttribute('href', '/med');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#home');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact');
    await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '#account');
    for (const id of ['home', 'contact', 'account']) {
      await expect(page.locator(`#${id}`)).toBeAttached();
    }

    // Three slides, each with a call to action.
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    for (const cta of ['Submit Case', 'Taxes Consultancy', 'Mediation']) {
      await expect(
        page.getByTestId('slideshow').getByRole('link', { name: cta, includeHidden: true }),
      ).toHaveCount(1);
    }

    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
    const services = page.locator('#services');
    for (const name of ['Consultance', 'Advocate Bridge', 'Mediation']) {
      await expect(services.getByRole('heading', { name, exact: true })).toBeVisible();
    }

    const team = page.locator('#team');
    await expect(page.getByRole('heading', { name: 'Meet The Team' })).toBeVisible();
    await expect(team.getByRole('listitem')).toHaveCount(9);
    for (const title of TEAM_TITLES) {
      await expect(team.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    // Every portrait has alt text and a size, and loads lazily.
    const portraits = team.getByRole('img');
    await expect(portraits).toHaveCount(9);
    for (const img of await portraits.all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('width', '160');
      await expect(img).toHaveAttribute('alt', /Portrait of the /);
    }

    const footer = page.locator('#contact');
    await expect(footer).toContainText('Kigali, Rwanda');
    await expect(footer).toContainText('Founded 2024');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(3);
    for (const social of ['Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn']) {
      await expect(
        footer.getByRole('link', { name: new RegExp(`^${social.replace(/[()]/g, '\\$&')}`) }),
      ).toBeVisible();
    }
    const legacy = footer.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['Contacts', '/contacts'],
      ['Home', '/home'],
      ['Services', '/services'],
      ['Consultances', '/consultances'],
      ['Mediation', '/mediation'],
    ] as const) {
      await expect(legacy.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    expect(errors).toEqual([]);
  });

  test('a visitor on / downloads the shell and the landing remote only', async ({
    page,
    stack,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Meet The Team' })).toBeVisible();
    for (const name of ['client', 'staff', 'admin']) {
      const origin = new URL(stack.remotes[name]!).origin;
      expect(requests.filter((url) => url.startsWith(origin))).toEqual([]);
    }
    // The Rwanda places (register form only) are not part of the first page.
    expect(requests.filter((url) => url.includes('rwanda-places'))).toEqual([]);
  });

  test('the slogan types its first line, then the second', async ({ page }) => {
    await page.goto('/');
    const slogan = page.getByTestId('typed-slogan');
    await expect(slogan).toHaveText('Building bridges to justice.', { timeout: 5_000 });
    await expect(slogan).toHaveText(/^Your case/, { timeout: 6_000 });
    // The whole slogan is there for screen readers at once.
    await expect(page.locator('#home')).toContainText(
      'Building bridges to justice. Your case, linked with the right advocate.',
    );
  });

  test('the slideshow advances by itself and loops without end', async ({ page }) => {
    await page.goto('/');
    const active = page.locator('[aria-roledescription="slide"][data-active="true"] h3');
    await expect(active).toHaveText('Submit your case to an advocate');
    // Autoplay: 5000 ms.
    await expect(active).toHaveText('Tax advice for people and businesses in Rwanda', {
      timeout: 8_000,
    });
    const next = page.getByRole('button', { name: 'Next slide' });
    await next.click();
    await expect(active).toHaveText('Settle disputes through mediation');
    await next.click();
    await expect(active).toHaveText('Submit your case to an advocate');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(active).toHaveText('Settle disputes through mediation');
    await page.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(active).toHaveText('Submit your case to an advocate');
    // The visible slide's call to action works.
    await page
      .locator('[aria-roledescription="slide"][data-active="true"]')
      .getByRole('link', { name: 'Submit Case' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the slideshow pauses while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // The live slideshow (its autoplay timer) has taken the prerender's place.
    await expect(page.locator('#btj-prerender')).toHaveCount(0);
    const active = page.locator('[aria-roledescription="slide"][data-active="true"] h3');
    await page.getByTestId('slideshow').hover();
    await page.clock.runFor(6_000); // more than the 5 000 ms autoplay
    await expect(active).toHaveText('Submit your case to an advocate');
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(active).toHaveText('Tax advice for people and businesses in Rwanda');
  });

  test('the slideshow does not autoplay for a visitor who prefers reduced motion', async ({
    page,
  }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('#btj-prerender')).toHaveCount(0);
    const active = page.locator('[aria-roledescription="slide"][data-active="true"] h3');
    await page.clock.runFor(6_000); // more than the 5 000 ms autoplay
    await expect(active).toHaveText('Submit your case to an advocate');
  });

  test('the mobile menu at 375 px opens, closes and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Taxes Consultancy',
    });
    await expect(menuLink).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menuLink).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menuLink).toBeHidden();
    // With the keyboard: the toggle opens the menu, a link navigates and closes it.
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await menuLink.click();
    await expect(page).toHaveURL(/\/taxc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Consultancy' })).toBeVisible();
    await expect(menuLink).toBeHidden();
    // No horizontal scrolling on a 375 px phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
  });

  test('the Contact link from another page opens the landing page at the contact footer', async ({
    page,
  }) => {
    await page.goto('/med');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('no serious accessibility violation on /', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Meet The Team' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('service and legacy pages', () => {
  test('/taxc lists tax consultancy services for Rwanda', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/taxc');
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Consultancy' })).toBeVisible();
    await expect(page.getByText('Rwanda Revenue Authority').first()).toBeVisible();
    for (const item of [
      'Business and tax registration',
      'VAT declarations',
      'Objections and appeals',
    ]) {
      await expect(page.getByRole('heading', { name: item })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Submit Case' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('/med lists mediation services for Rwanda', async ({ page }) => {
    await page.goto('/med');
    await expect(page.getByRole('heading', { level: 1, name: 'Mediation' })).toBeVisible();
    for (const item of ['Family and marriage', 'Land and boundaries', 'Abunzi committees']) {
      await expect(page.getByRole('heading', { name: item })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  for (const [path, title] of [
    ['/contacts', 'Contacts'],
    ['/home', 'Home'],
    ['/services', 'Services'],
    ['/consultances', 'Consultances'],
    ['/mediation', 'Mediation'],
  ] as const) {
    test(`legacy page ${path} shows its content and leads back into the app`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const continueNav = page.getByRole('navigation', { name: 'Continue' });
      await expect(continueNav.getByRole('link').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await continueNav.getByRole('link').first().click();
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('the footer links of the landing page reach the legacy pages', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Contacts' })
      .click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Kigali, Rwanda');
  });
});
