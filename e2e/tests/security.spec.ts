/**
 * The apps' static servers: every HTML answer carries a Content-Security-Policy
 * made for that document, and the pages work under it in real Chromium with no violation; the
 * other security headers are on every answer; no source map is served; the servers listen on the
 * loopback interface unless told otherwise.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO, loginAs, registerAndVerifyClient } from '../support/auth';
import type { StackUrls } from '../support/stack';
import { ROOT } from '../../scripts/apps';
import { startStaticServer } from '../../shell/server/staticServer';
import { closeServer } from '../support/remoteServers';

const originOf = (url: string) => new URL(url).origin;

/** Reports of CSP violations (the DOM event, and Chromium's console message), across navigations. */
async function watchCsp(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeBinding('__btjCspViolation', (_source, report: string) => reports.push(report));
  // Init scripts come through the DevTools protocol: the page's policy does not apply to them.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __btjCspViolation: (text: string) => void })
        .__btjCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      reports.push(message.text());
  });
  return reports;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The security headers of a shell page answer, checked against this stack's configuration. */
async function expectShellPageHeaders(response: Response | null, stack: StackUrls) {
  expect(response, 'a document answer').not.toBeNull();
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const policy = headers['content-security-policy'];
  expect(policy, 'a Content-Security-Policy').toBeTruthy();
  const csp = directives(policy!);
  const remotes = Object.values(stack.remotes).map(originOf);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  for (const remote of remotes) expect(scripts).toContain(remote);
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  const connect = csp.get('connect-src') ?? [];
  expect(connect).toContain(originOf(stack.api));
  for (const remote of remotes) expect(connect).toContain(remote);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
}

test('visitor pages (/, /login) carry the policy and run under it with no violation', async ({
  page,
  stack,
}) => {
  const violations = await watchCsp(page);
  for (const pathname of ['/', '/login']) {
    const response = await page.goto(pathname);
    await expectShellPageHeaders(response, stack);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  expect(violations).toEqual([]);

  // The policy is enforced: a script slipped into the page does not run, and is reported.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__btjInjected = true;';
    document.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __btjInjected?: boolean }).__btjInjected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((report) => /script-src/.test(report))).toBe(true);
});

test('a client signs in and uses the dashboard under the policy, with no violation', async ({
  page,
  request,
  stack,
}) => {
  const violations = await watchCsp(page);
  const client = await registerAndVerifyClient(request, stack);
  await loginAs(page, client.email, client.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Added Cases 0' })).toBeVisible();
  const response = await page.goto('/profile');
  await expectShellPageHeaders(response, stack);
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the admin pages work under the policy, with no violation', async ({ page, stack }) => {
  const violations = await watchCsp(page);
  await loginAs(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('link', { name: 'Submitted Cases' }).first().click();
  await expect(page).toHaveURL(/\/submitted-cases$/);
  for (const pathname of ['/users', '/archived-cases']) {
    const response = await page.goto(pathname);
    await expectShellPageHeaders(response, stack);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('heading', { name: /Archived Cases/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test('every app answers with the security headers and serves no source map', async ({
  request,
  stack,
}) => {
  const apps = [stack.shell, ...Object.values(stack.remotes).map(originOf)];
  for (const origin of apps) {
    const html = await request.get(`${origin}/`);
    expect(html.status(), origin).toBe(200);
    expect(html.headers()['content-security-policy'], origin).toContain("object-src 'none'");
    // Scripts the page names (script src, preload links, the shell's starter list), quoted or not.
    const scriptPaths = [
      ...new Set(
        [...(await html.text()).matchAll(/["'=]((?:https?:\/\/[^"' >]+)?\/[^"' >]+\.js)\b/g)].map(
          (match) => match[1]!,
        ),
      ),
    ];
    expect(scriptPaths.length, `scripts named by ${origin}/`).toBeGreaterThan(0);
    // A remote's entry is what the shell loads from it (its manifest names it); the shell has none.
    type Manifest = { metaData: { remoteEntry: { name: string } } };
    const manifest =
      origin === stack.shell
        ? null
        : ((await (await request.get(`${origin}/mf-manifest.json`)).json()) as Manifest);
    const entries = manifest ? [`/${manifest.metaData.remoteEntry.name}`] : [];
    for (const script of [...scriptPaths, ...entries]) {
      const url = new URL(script, `${origin}/`).href;
      const code = await request.get(url);
      expect(code.status(), url).toBe(200);
      for (const answer of [html, code]) {
        expect(answer.headers()['x-content-type-options'], url).toBe('nosniff');
        expect(answer.headers()['referrer-policy'], url).toBe('no-referrer');
        expect(answer.headers()['x-frame-options'], url).toBe('DENY');
      }
      expect(await code.text(), url).not.toContain('sourceMappingURL');
      expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
    }
  }
});

test('the static servers listen on the loopback interface unless told otherwise', async ({
  stack,
}) => {
  const server = await startStaticServer({ dir: path.join(ROOT, 'shell', stack.out), port: 0 });
  try {
    const address = server.address() as net.AddressInfo;
    expect(['127.0.0.1', '::1']).toContain(address.address);
  } finally {
    await closeServer(server);
  }
  // The stack's shell listens on loopback addresses only (the kernel's table of listening
  // sockets says so on any machine, with or without another interface to try from).
  const port = Number(new URL(stack.shell).port);
  const listening = listeningAddresses(port);
  expect(listening.length, `sockets listening on port ${port}`).toBeGreaterThan(0);
  for (const address of listening) expect(['127.0.0.1', '::1']).toContain(address);
});

/** The local addresses of the TCP sockets listening on a port, from /proc/net/tcp and tcp6. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const addresses: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue; // 0A: LISTEN
      const [hexAddress, localPort] = local.split(':');
      if (localPort !== hexPort || !hexAddress) continue;
      addresses.push(hexAddress.length === 8 ? ipv4(hexAddress) : ipv6(hexAddress));
    }
  }
  return addresses;
}

/** /proc/net/tcp writes an IPv4 address as one little-endian 32-bit word. */
function ipv4(hex: string): string {
  return [6, 4, 2, 0].map((at) => parseInt(hex.slice(at, at + 2), 16)).join('.');
}

/** …and an IPv6 address as four such words; answers the short forms this test needs. */
function ipv6(hex: string): string {
  const bytes = [0, 8, 16, 24].flatMap((word) =>
    [6, 4, 2, 0].map((at) => parseInt(hex.slice(word + at, word + at + 2), 16)),
  );
  if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return '::1';
  if (bytes.every((b) => b === 0)) return '::';
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return `::ffff:${bytes.slice(12).join('.')}`;
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
}
