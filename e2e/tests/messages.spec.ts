import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { DEMO } from '../support/auth';
import { createCaseViaApi, seriousAxeViolations } from '../support/admin';
import { newClientIn } from '../support/client';
import { assignViaApi, mailWithLink, pageAs } from '../support/messages';

test('a client asks, the assigned lawyer sees the badge, reads and answers; the client sees the answer and the badge clears', async ({
  page,
  browser,
  request,
  stack,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token, {
    summary: 'My land in Gasabo was taken by a neighbour.',
  });
  const question = `When is my hearing? ${Date.now()}`;

  // The client opens the conversation from the case card and asks (Shift+Enter breaks the line).
  await page.goto('/user-dashboard');
  await page
    .getByRole('article')
    .filter({ hasText: client.email })
    .getByRole('link', { name: 'Messages', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/messages/${created.id}$`));
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.click();
  await box.pressSequentially('Hello,');
  await box.press('Shift+Enter');
  await box.pressSequentially(question);
  await expect(box).toHaveValue(`Hello,\n${question}`);
  await box.press('Enter');
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText(question)).toBeVisible();
  await expect(box).toHaveValue('');
  // The client leaves the thread: an open thread shows a reply within seconds and marks it read,
  // so staying here would clear the badge this test expects the client to see.
  await page.goto('/user-dashboard');

  // The admin assigns lawyer.one; lawyer.one sees the unread badge in the inbox.
  await assignViaApi(request, stack, created.id, DEMO.lawyerOne.email);
  const lawyer = await pageAs(browser, request, stack, DEMO.lawyerOne);
  await lawyer.goto('/messages');
  await expect(lawyer.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const lawyerRow = lawyer.getByRole('link').filter({ hasText: client.email });
  await expect(lawyerRow).toContainText('1 unread');
  expect(await seriousAxeViolations(lawyer)).toEqual([]);

  // Reads and answers.
  await lawyerRow.click();
  await expect(
    lawyer.getByRole('region', { name: 'Conversation' }).getByText(question),
  ).toBeVisible();
  expect(await seriousAxeViolations(lawyer)).toEqual([]);
  const answer = 'Your hearing is on Monday at 9:00 in Kacyiru.';
  const lawyerBox = lawyer.getByRole('textbox', { name: 'Your message' });
  await lawyerBox.fill(answer);
  await lawyerBox.press('Enter');
  await expect(
    lawyer.getByRole('region', { name: 'Conversation' }).getByText(answer),
  ).toBeVisible();
  await lawyer.getByRole('link', { name: 'All messages' }).click();
  await expect(lawyer.getByRole('link').filter({ hasText: client.email })).not.toContainText(
    'unread',
  );

  // The client sees the badge, then the answer, and the badge clears.
  await page.goto('/messages');
  const clientRow = page.getByRole('link').filter({ hasText: 'Civil matters: Land' });
  await expect(clientRow).toContainText('1 unread');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await clientRow.click();
  await expect(conversation.getByText(answer)).toBeVisible();
  await expect(conversation.getByText('Lawyer', { exact: false }).first()).toBeVisible();
  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(page.getByRole('link').filter({ hasText: 'Civil matters: Land' })).not.toContainText(
    'unread',
  );
  expect(errors).toEqual([]);
  await lawyer.context().close();
});

test('an unassigned lawyer cannot open a thread by its URL', async ({
  page,
  browser,
  request,
  stack,
}) => {
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token);
  const secret = `Private words ${Date.now()}`;
  await page.goto(`/messages/${created.id}`);
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(secret);
  await box.press('Enter');
  await expect(page.getByText(secret)).toBeVisible();
  await assignViaApi(request, stack, created.id, DEMO.lawyerOne.email);

  const other = await pageAs(browser, request, stack, DEMO.lawyerTwo);
  await other.goto(`/messages/${created.id}`);
  await expect(
    other.getByText('You are not allowed to see the messages of this case.'),
  ).toBeVisible();
  await expect(other.getByText(secret)).toHaveCount(0);
  await expect(other.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await other.context().close();
});

test('a failed send keeps the text in the composer', async ({ page, request, stack }) => {
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token);
  await page.goto(`/messages/${created.id}`);
  const box = page.getByRole('textbox', { name: 'Your message' });
  await expect(box).toBeVisible();
  await page.route('**/messages', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await box.fill('Please keep this text');
  await box.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(box).toHaveValue('Please keep this text');
  await page.unroute('**/messages');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('region', { name: 'Conversation' }).getByText('Please keep this text'),
  ).toBeVisible();
  await expect(box).toHaveValue('');
});

test('a participant who leaves a message unread gets a reminder mail with the link, not the text', async ({
  page,
  request,
  stack,
}) => {
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token);
  const secret = `The man who attacked me is called ${Date.now()}`;
  await page.goto(`/messages/${created.id}`);
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(secret);
  await box.press('Enter');
  await expect(page.getByText(secret)).toBeVisible();

  // Nobody at the firm reads it: the admin gets one reminder after MESSAGE_REMINDER_MS (3 s).
  const mails = await mailWithLink(request, stack, DEMO.admin.email, `/messages/${created.id}`);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.links).toContain(`${stack.shell}/messages/${created.id}`);
  expect(mail!.text).not.toContain(secret);
  expect(mail!.html).not.toContain(secret);
  expect(mail!.subject).not.toContain(secret);
});
