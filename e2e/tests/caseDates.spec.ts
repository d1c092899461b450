/**
 * A case lived through its dates and the documents the lawyer needs: the lawyer schedules a
 * hearing at a court's room (Kigali time), the client sees it on the card and in the case, takes
 * it to their calendar (the .ics is read here: the right instant in UTC) and asks for another
 * time; the lawyer asks for a document and the client sends it against the request; a cancelled
 * hearing stays, struck through with its reason. Then the same screens in Kinyarwanda and French
 * at 375 px, with axe.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { apiLogin } from '../support/auth';
import { createCaseViaApi, seriousAxeViolations } from '../support/admin';
import { newClientIn, tinyPdf, toast } from '../support/client';
import { assignViaApi, pageAs } from '../support/messages';
import { STACK_ACCOUNTS } from '../support/accounts';
import { englishLeftIn, say, sayAny, type Locale } from '../support/catalogues';
import { readAs } from '../support/layoutMatrix';
import { sessionOf, useSessionIn } from '../support/session';
import { uniqueMobile, waitForSms } from '../support/sms';

const LAWYER = STACK_ACCOUNTS.datesLawyer;
const DAY_MS = 24 * 3600_000;
const KIGALI_MS = 2 * 3600_000;

/** The Kigali day (YYYY-MM-DD) `days` from now. */
function kigaliDay(days: number): string {
  return new Date(Date.now() + KIGALI_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many weeks (Monday to Sunday, Kigali) lie between this week and the one holding `day`. */
function weeksAhead(day: string): number {
  const monday = (iso: string) => {
    const date = new Date(`${iso}T00:00:00Z`);
    return date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS;
  };
  return Math.round((monday(day) - monday(kigaliDay(0))) / (7 * DAY_MS));
}

/** The DTSTART of an iCalendar file as an instant (UTC form: 20261201T073000Z). */
function icsStart(text: string): string {
  const match = /^DTSTART(?:;[^:]*)?:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\r?$/m.exec(text);
  if (!match) throw new Error(`no UTC DTSTART in:\n${text}`);
  const [, y, mo, d, h, mi, s] = match;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
}

/** The dialog lies inside the window, whole. */
async function expectInsideViewport(page: Page, dialog: Locator) {
  const box = (await dialog.boundingBox())!;
  const size = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

/** Nothing on the page is wider than the window (no sideways scroll at 375 px). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the lawyer schedules a hearing and asks for a document; the client sees them, takes the .ics, asks for another time and sends the document', async ({
  page,
  browser,
  request,
  stack,
}) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  const phone = uniqueMobile();
  const client = await newClientIn(page, request, stack, {
    phoneNumber: phone,
    preferredContact: 'phone',
  });
  const created = await createCaseViaApi(request, stack, client.session.token);
  await assignViaApi(request, stack, created.id, LAWYER.email);
  const hearingDay = kigaliDay(9);
  const cancelledDay = kigaliDay(10);

  // The lawyer: two hearings on the case (one to be cancelled) and a document asked for.
  const lawyer = await pageAs(browser, request, stack, LAWYER);
  await lawyer.goto('/staff-dashboard');
  await lawyer
    .getByRole('article')
    .filter({ hasText: created.reference })
    .getByRole('button', { name: 'View' })
    .click();
  const staffView = lawyer.getByRole('dialog', { name: 'Staff Single Case View' });
  const staffDates = staffView.getByRole('region', { name: 'Dates' });
  for (const [day, time] of [
    [hearingDay, '09:30'],
    [cancelledDay, '14:00'],
  ] as const) {
    await staffDates.getByRole('button', { name: 'Add a date' }).click();
    const form = lawyer.getByRole('dialog', { name: 'Add a date' });
    await form.getByLabel('Kind').selectOption('hearing');
    // The contract's rules speak before anything is sent.
    await form.getByRole('button', { name: 'Save the date' }).click();
    await expect(form.getByText('Enter the date.')).toBeVisible();
    await form.getByLabel('Date (Kigali)').fill(day);
    await form.getByLabel('Time (Kigali, 24 h)').fill(time);
    await form.getByLabel('Court').selectOption('High Court, Kigali');
    await form.getByLabel('Room').selectOption('Room 2');
    await form.getByRole('button', { name: 'Save the date' }).click();
    await expect(form).toBeHidden();
    await expect(toast(lawyer, 'Date added.').first()).toBeVisible();
  }
  await expect(staffDates.getByRole('listitem')).toHaveCount(2);
  const toCancel = staffDates.getByRole('listitem').nth(1);
  await toCancel.getByRole('button', { name: 'Cancel the date' }).click();
  const cancelDialog = lawyer.getByRole('dialog', { name: 'Cancel the date' });
  await cancelDialog.getByLabel('Reason (the client reads it)').fill('The court moved the session');
  await cancelDialog.getByRole('button', { name: 'Cancel the date' }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(toCancel).toContainText('Cancelled: The court moved the session');

  const staffRequests = staffView.getByRole('region', { name: 'Documents asked' });
  await staffRequests.getByLabel('Document needed').fill('A copy of the land title');
  await staffRequests.getByLabel('Due by (optional)').fill(kigaliDay(5));
  await staffRequests.getByRole('button', { name: 'Ask for a document' }).click();
  await expect(toast(lawyer, 'Document asked for.')).toBeVisible();
  await expect(staffRequests.getByRole('listitem')).toContainText('A copy of the land title');
  expect(await seriousAxeViolations(lawyer)).toEqual([]);
  await lawyer.keyboard.press('Escape');

  // The client chose the phone: every notice reached them as an SMS through the gateway (received,
  // assigned, two dates set, one cancelled, a document asked for), each naming the case's reference
  // and linking to it, never its text nor the lawyer.
  const texts = (await waitForSms(stack.smsLog, phone, 6)).map((sms) => sms.text);
  expect(texts).toEqual(
    expect.arrayContaining([
      expect.stringContaining(`A hearing or meeting was set on your case ${created.reference}.`),
      expect.stringContaining(
        `A hearing or meeting of your case ${created.reference} was moved or cancelled.`,
      ),
      expect.stringContaining(
        `Your lawyer asked for a document for your case ${created.reference}.`,
      ),
    ]),
  );
  for (const text of texts) {
    expect(text).toContain(created.reference);
    expect(text).toContain(`${stack.shell}/messages/${created.id}`);
    expect(text).not.toContain(created.summary);
    expect(text).not.toContain('land title');
    expect(text).not.toContain(LAWYER.firstName);
  }

  // The lawyer's dashboard: the hearing in its week, the request among the open ones.
  const week = lawyer.getByRole('region', { name: 'This week' });
  for (let i = 0; i < weeksAhead(hearingDay); i += 1)
    await week.getByRole('button', { name: 'Next week' }).click();
  await expect(
    week.getByRole('listitem').filter({ hasText: created.reference }).first(),
  ).toBeVisible();
  await expect(
    lawyer.getByRole('region', { name: 'Open document requests' }).getByRole('listitem'),
  ).toContainText(['A copy of the land title']);
  await lawyer.context().close();

  // The client's card: the next date in Kigali time, one document asked.
  await page.goto('/user-dashboard');
  const card = page.getByRole('article').filter({ hasText: created.reference });
  await expect(card).toContainText(/Next date\s*Hearing: .+ at 9:30 AM \(Kigali time\)/);
  await expect(card).toContainText(/Documents asked\s*1/);

  // The case: the hearing, the cancelled one struck through with its reason.
  await card.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'SUBMITTED CASE:' });
  const dates = view.getByRole('region', { name: 'Dates' });
  const [coming, cancelled] = [
    dates.getByRole('listitem').nth(0),
    dates.getByRole('listitem').nth(1),
  ];
  await expect(coming).toContainText('High Court, Kigali, Room 2');
  await expect(cancelled).toContainText('Cancelled: The court moved the session');
  expect(
    await cancelled
      .locator('p')
      .first()
      .evaluate((element) => getComputedStyle(element).textDecorationLine),
  ).toBe('line-through');
  await expect(cancelled.getByRole('button')).toHaveCount(0);

  // The calendar file: the instant of 09:30 in Kigali, in UTC.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    coming.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(icsStart(ics)).toBe(`${hearingDay}T07:30:00.000Z`);
  expect(ics).toContain(created.reference);
  expect(ics).not.toContain(created.summary);

  // Another time, asked in a small dialog: it reaches the lawyer as a message.
  await coming.getByRole('button', { name: 'Ask for another time' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask for another time' });
  await expect(ask.getByLabel('Why, and which times suit you')).toBeFocused();
  await ask
    .getByLabel('Why, and which times suit you')
    .fill('I am in Huye that week; any day after.');
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Your lawyer has your request.')).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(coming.getByRole('button', { name: 'Ask for another time' })).toBeFocused();

  // The document asked: sent against the request, it joins the case's documents.
  const asked = view.getByRole('region', { name: 'Documents asked' });
  const open = asked.getByRole('listitem').filter({ hasText: 'A copy of the land title' });
  await expect(open).toContainText('Asked');
  await open
    .getByLabel('File for: A copy of the land title')
    .setInputFiles(tinyPdf('Land title', 'land-title.pdf'));
  await open.getByRole('button', { name: 'Send the file' }).click();
  await expect(toast(page, "File sent: it is now among the case's documents.")).toBeVisible();
  await expect(open).toContainText('Sent');
  await expect(
    view.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'land-title.pdf' }),
  ).toBeVisible();
  const timeline = view.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('asked for another time');
  await expect(timeline).toContainText('sent a document that was asked for');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The API agrees: the request is done and names the document.
  const { token } = await apiLogin(request, stack, client);
  const requests = (await (
    await request.get(`${stack.api}/cases/${created.id}/document-requests`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { data: Array<{ state: string; documentId: string | null }> };
  expect(requests.data).toEqual([expect.objectContaining({ state: 'done' })]);
  expect(requests.data[0]?.documentId).toBeTruthy();
  expect(errors).toEqual([]);
});

for (const locale of ['rw', 'fr'] as const satisfies readonly Locale[]) {
  test(`the dates and documents asked in ${locale} at 375 px: in the language, nothing wider than the window, dialogs inside it, axe clean`, async ({
    page,
    browser,
    request,
    stack,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 375, height: 740 });
    const client = await newClientIn(page, request, stack, { preferredContact: 'email' });
    const created = await createCaseViaApi(request, stack, client.session.token);
    await assignViaApi(request, stack, created.id, LAWYER.email);
    const lawyer = await apiLogin(request, stack, LAWYER);
    const auth = { Authorization: `Bearer ${lawyer.token}` };
    const day = kigaliDay(4);
    for (const body of [
      {
        kind: 'hearing',
        date: day,
        time: '09:30',
        court: 'Intermediate Court of Nyarugenge',
        room: 'Room 3',
      },
      {
        kind: 'meeting',
        date: kigaliDay(6),
        time: '15:00',
        mode: 'video',
        videoLink: 'https://meet.example.org/btj-case',
      },
    ]) {
      const answer = await request.post(`${stack.api}/cases/${created.id}/dates`, {
        headers: auth,
        data: body,
      });
      expect(answer.status(), await answer.text()).toBe(201);
    }
    const asked = await request.post(`${stack.api}/cases/${created.id}/document-requests`, {
      headers: auth,
      data: { name: 'Icyemezo cy’ubutaka / titre foncier', dueDate: kigaliDay(0) },
    });
    expect(asked.ok(), await asked.text()).toBe(true);

    await readAs(page, locale, client.session);
    await page.goto('/user-dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const card = page.getByRole('article').filter({ hasText: created.reference });
    await expect(card).toContainText(new RegExp(sayAny(locale, 'Next date')));
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: say(locale, 'View') }).click();
    const view = page.getByRole('dialog', { name: say(locale, 'SUBMITTED CASE:') });
    const dates = view.getByRole('region', { name: say(locale, 'Dates') });
    await expect(dates.getByRole('listitem')).toHaveCount(2);
    await expect(dates).toContainText(new RegExp(sayAny(locale, 'Hearing')));
    await expect(view.getByRole('region', { name: say(locale, 'Documents asked') })).toBeVisible();
    await expectInsideViewport(page, view);
    expect(englishLeftIn(await view.innerText(), locale)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dates
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: say(locale, 'Ask for another time') })
      .click();
    const ask = page.getByRole('dialog', { name: say(locale, 'Ask for another time') });
    await expect(ask.getByRole('textbox')).toBeFocused();
    await expectInsideViewport(page, ask);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await page.keyboard.press('Escape');

    // The lawyer's side in the same language and width: the week and the date form.
    const staffContext = await browser.newContext({
      baseURL: stack.shell,
      viewport: { width: 375, height: 740 },
    });
    const staff = await staffContext.newPage();
    const staffSession = await sessionOf(request, stack, LAWYER);
    await useSessionIn(staff, staffSession);
    await readAs(staff, locale, staffSession);
    await staff.goto('/staff-dashboard');
    await expect(staff.locator('html')).toHaveAttribute('lang', locale);
    await expect(staff.getByRole('region', { name: say(locale, 'This week') })).toBeVisible();
    await expectNoSidewaysScroll(staff);
    expect(await seriousAxeViolations(staff)).toEqual([]);
    await staff
      .getByRole('article')
      .filter({ hasText: created.reference })
      .getByRole('button', { name: say(locale, 'View') })
      .click();
    const staffView = staff.getByRole('dialog', { name: say(locale, 'Staff Single Case View') });
    await staffView
      .getByRole('region', { name: say(locale, 'Dates') })
      .getByRole('button', { name: say(locale, 'Add a date') })
      .click();
    const form = staff.getByRole('dialog', { name: say(locale, 'Add a date') });
    await form.getByRole('combobox').first().selectOption('hearing');
    await form.getByRole('button', { name: say(locale, 'Save the date') }).click();
    await expectInsideViewport(staff, form);
    expect(englishLeftIn(await form.innerText(), locale)).toEqual([]);
    expect(
      englishLeftIn(
        await staff.getByRole('region', { name: say(locale, 'This week') }).innerText(),
        locale,
      ),
    ).toEqual([]);
    expect(await seriousAxeViolations(staff)).toEqual([]);
    await staff.context().close();
    expect(errors).toEqual([]);
  });
}
