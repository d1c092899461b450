import { test as base, expect, type Page } from '@playwright/test';
import type { StackUrls } from './stack';

export function stackUrls(): StackUrls {
  const raw = process.env.E2E_STACK;
  if (!raw) throw new Error('E2E_STACK is not set: run through playwright.config.ts (globalSetup)');
  return JSON.parse(raw) as StackUrls;
}

/** Console errors and page errors a user would never see but that betray a broken page. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const test = base.extend<{ stack: StackUrls }>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(process.env.E2E_SHELL_URL),
  // eslint-disable-next-line no-empty-pattern
  stack: async ({}, use) => use(stackUrls()),
});

export { expect };
