/**
 * e2e helpers for the admin and staff specs: cases arranged through the real API (fast, and not
 * what those specs test), admin PATCHes, and reading the admin table the way a user sees it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { StackUrls } from './stack';

export interface CreatedCase {
  id: string;
  reference: string;
  caseOwner: string;
  caseType: string;
  caseSubtype: string;
  summary: string;
  status: string;
}

/** POST /cases/register as the client whose bearer `token` is given, with a small text file. */
export async function createCaseViaApi(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  token: string,
  fields: { caseType?: string; caseSubtype?: string; summary?: string } = {},
): Promise<CreatedCase> {
  const caseType = fields.caseType ?? 'Civil matters';
  const caseSubtype = fields.caseSubtype ?? 'Land';
  const summary = fields.summary ?? 'A neighbour moved the boundary stones of our family plot.';
  const response = await request.post(`${stack.api}/cases/register`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      caseType,
      caseSubtype,
      summary,
      file: {
        name: 'statement.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(`Statement for: ${summary}\n`),
      },
    },
  });
  if (!response.ok()) {
    throw new Error(`case register answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: CreatedCase }).data;
}

/** PATCH /cases/{id} { markAsDoneArchived } as an admin. */
export async function setFlagViaApi(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  adminToken: string,
  caseId: string,
  flag: 'Done' | 'Going',
): Promise<void> {
  const response = await request.patch(`${stack.api}/cases/${caseId}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { markAsDoneArchived: flag },
  });
  if (!response.ok()) throw new Error(`flag PATCH answered ${response.status()}`);
}

/** The body rows of the admin cases table on the page. */
export function tableRows(page: Page): Locator {
  return page.getByRole('table').locator('tbody tr');
}

/** The origin of the admin remote (its own URL, the dedicated admin entry). */
export function adminOrigin(stack: Pick<StackUrls, 'remotes'>): string {
  const manifest = stack.remotes.admin;
  if (!manifest) throw new Error('The stack has no admin remote');
  return manifest.replace(/\/mf-manifest\.json$/, '');
}

/** The computed text colour of an element, e.g. 'rgb(180, 35, 24)'. */
export function colourOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).color);
}

/** Theme colours (shared-ui theme): danger for 'pending', success otherwise. */
export const RED = 'rgb(180, 35, 24)';
export const GREEN = 'rgb(6, 118, 71)';

/**
 * Waits until every finite animation of the page has ended (a toast fading in or out, a dialog
 * sliding in): axe reads colours as they are at that instant, and a half-faded toast has no
 * contrast to speak of. A spinner's endless animation is not waited for.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core findings of impact serious or critical, as 'rule: targets'. The shell's account-menu
 * button is left out: its label 'Account menu for …' does not contain its visible initials
 * (label-content-name-mismatch), which the shell owns and has been told about.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const seen = await seriousFindingsAtRest(page);
  if (seen.length === 0) return seen;
  // A toast that came after the wait (an answer arriving mid-check) is read half-faded. What the
  // page shows at rest is found again once its animations have ended; a passing moment is not.
  const again = new Set(await seriousFindingsAtRest(page));
  return seen.filter((finding) => again.has(finding));
}

/** One axe check, after the page's animations have ended: one finding per rule and element. */
async function seriousFindingsAtRest(page: Page): Promise<string[]> {
  await animationsEnded(page);
  const { violations } = await new AxeBuilder({ page })
    .exclude('button[aria-label^="Account menu"]')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
