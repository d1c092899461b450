import { test, expect } from '../support/fixtures';

test('/ loads the landing remote inside the shell', async ({ page, stack }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(
    requests.some((url) => url.startsWith(stack.remotes.landing!.replace('/mf-manifest.json', ''))),
  ).toBe(true);
});
