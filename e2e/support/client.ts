/**
 * Helpers for the client specs: a fresh verified client signed in the way a returning browser
 * would be, real little files (a PDF and a PNG a server accepts by content), and the texts a
 * client card shows.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerAndVerifyClient, type ClientAccount } from './auth';
import { signInAs, type BrowserSession } from './session';
import type { StackUrls } from './stack';

export interface SignedInClient extends ClientAccount {
  session: BrowserSession;
}

/** Registers and verifies a brand-new client through the API and opens the page as them. */
export async function newClientIn(
  page: Page,
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  overrides: Partial<Record<string, string>> = {},
): Promise<SignedInClient> {
  const account = await registerAndVerifyClient(request, stack, overrides);
  const session = await signInAs(page, request, stack, account);
  return { ...account, session };
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A valid one-page PDF whose page shows `text`; `padTo` grows it (a comment) to that many bytes. */
export function tinyPdf(text: string, name = 'statement.pdf', padTo = 0): UploadFile {
  const content = `BT /F1 12 Tf 20 100 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  if (padTo > body.length) body += `%${'x'.repeat(padTo - body.length)}\n`;
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A valid 1×1 PNG. */
export function tinyPng(name = 'photo.png'): UploadFile {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A case's date in long US format as the app shows it (Kigali time, like shared-api's rule). */
export function longUsDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Africa/Kigali',
  }).format(new Date(iso));
}

/** A card's summary preview: the first 50 characters and an ellipsis when it is longer. */
export function preview(summary: string): string {
  return summary.length > 50 ? `${summary.slice(0, 50)}...` : summary;
}

/** A toast (react-hot-toast renders role=status) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: new RegExp(`^${escape(text)}$`) });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface CaseInput {
  caseType: string;
  caseSubtype: string;
  summary: string;
  file: UploadFile;
}

/** Fills the open Submit Case modal and presses Submit. */
export async function fillSubmitCase(dialog: Locator, input: CaseInput): Promise<void> {
  await dialog.getByLabel('Case Type').selectOption(input.caseType);
  await dialog.getByLabel('Case SubType').selectOption(input.caseSubtype);
  await dialog.getByLabel('File').setInputFiles(input.file);
  await dialog.getByLabel('Summary').fill(input.summary);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
}

/** The client's cases straight from the API, as the server stores them. */
export async function casesOf(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  client: SignedInClient,
): Promise<Array<{ _id: string; summary: string; createdAt: string; file: string | null }>> {
  const response = await request.get(`${stack.api}/cases/${client.userId}`, {
    headers: { Authorization: `Bearer ${client.session.token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: never[] }).data;
}
