/**
 * The API speaks the client's language, on the real server: the request's Accept-Language picks
 * the language of the messages users see (English when none of en, rw, fr is asked for, and then
 * the product's English texts letter for letter); each user has a stored locale (set
 * at registration from the body's `locale` or the Accept-Language, changed on the profile) and
 * every e-mail goes out in it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  login,
  mailTo,
  newClient,
  registration,
  startTestApi,
  tokenOf,
  type Identity,
  type OutboxMail,
  type TestApi,
} from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { testDriver } from './helpers/testDatabase';
import {
  CASE_CLOSED_DOCUMENTS_MESSAGE,
  CASE_LOCKED_MESSAGE,
  DOCUMENT_NOT_YOURS_MESSAGE,
  LAST_DOCUMENT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  TOO_MANY_DOCUMENTS_MESSAGE,
  MAX_CASE_DOCUMENTS,
  REGISTER_REQUIRED_FIELDS,
  caseSubmitCode,
  caseSubmitMessage,
  contactMessages,
  contactProblem,
  fileTooLargeMessage,
  isErrorCode,
  messageTextMessage,
  passwordProblem,
  passwordRuleMessage,
  uploadSizeProblem,
  validateMessageText,
  type ErrorCode,
  type FieldProblem,
} from 'shared-contract';
import { t, type MessageValues } from '../src/i18n';
import { RWANDA_PLACES } from '../src/lib/rwandaPlaces';
import { formatDateTime } from '../src/mail/mailDate';
import { notificationSentence } from '../src/features/notifications/notificationMail';

const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };
const KINYARWANDA = { 'accept-language': 'rw-RW,rw;q=0.9' };

describe(`the API speaks the client's language on ${testDriver}`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(async () => api?.close());

  /** The newest mail to an address (waits: mail goes out after the answer). */
  async function newestMailTo(to: string, not: OutboxMail[] = []): Promise<OutboxMail> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const outbox = await api.http.get<OutboxMail[]>('/api/dev/outbox');
      const mail = outbox.body.find(
        (entry) =>
          entry.to === to &&
          !not.some((seen) => seen.subject === entry.subject && seen.text === entry.text),
      );
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no new mail to ${to}`);
  }

  async function verifyAndLogin(email: string, password = 'Client@12345'): Promise<Identity> {
    const mail = await newestMailTo(email);
    const link = mail.links.find((entry) => entry.includes('/verify?token='));
    assert.ok(link, `a verification link in ${mail.text}`);
    const token = tokenOf(link);
    const verified = await api.http.post(`/api/users/verify/${token}`, { json: { token } });
    assert.equal(verified.status, 200, verified.text);
    return login(api.http, email, password);
  }

  async function profileOf(identity: Identity) {
    const answer = await api.http.get(`/api/users/${identity.userId}`, { token: identity.token });
    assert.equal(answer.status, 200, answer.text);
    return answer.body.data as { locale: string; firstName: string };
  }

  async function submitCase(owner: Identity): Promise<string> {
    const answer = await api.http.post('/api/cases/register', {
      token: owner.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'evidence.pdf' }),
    });
    assert.equal(answer.status, 201, answer.text);
    return answer.body.data.reference as string;
  }

  test('a French Accept-Language gets French validation and credential messages in the same envelope', async () => {
    await newClient(api.http, 'amina@example.com');
    const wrong = await api.http.post('/api/users/login', {
      json: { email: 'amina@example.com', password: 'Wrong@12345' },
      headers: FRENCH,
    });
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, {
      status: 'error',
      code: 'login.invalidCredentials',
      message: 'Adresse e-mail ou mot de passe incorrect.',
    });
    assert.equal(wrong.headers.get('content-language'), 'fr');

    const missing = await api.http.post('/api/users/register', {
      json: registration('nobody@example.com', { firstName: '' }),
      headers: FRENCH,
    });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body, {
      status: 'error',
      code: 'required.firstName',
      message: 'Le prénom est obligatoire.',
      field: 'firstName',
    });

    const weak = await api.http.post('/api/users/register', {
      json: registration('nobody@example.com', { password: 'short', confirmPassword: 'short' }),
      headers: FRENCH,
    });
    assert.equal(weak.status, 400);
    assert.match(weak.body.message, /^Le mot de passe doit comporter au moins 8 caractères/);

    // A schema refusal (a number where text belongs) is said in French too, naming the field.
    const typed = await api.http.post('/api/users/login', {
      json: { email: 42, password: 'x' },
      headers: FRENCH,
    });
    assert.equal(typed.status, 400);
    assert.equal(typed.body.status, 'error');
    assert.match(typed.body.message, /^La requête n’est pas valide/);
    assert.match(typed.body.message, /email/);

    // Errors raised before any route runs too: an unknown route, a URL that cannot be read.
    const nowhere = await api.http.get('/api/nowhere', { headers: FRENCH });
    assert.deepEqual(nowhere.body, {
      status: 'error',
      code: 'request.routeNotFound',
      message: 'L’adresse GET /api/nowhere est introuvable.',
    });
    const unreadable = await api.http.get('/api/users/%zz', { headers: FRENCH });
    assert.equal(unreadable.status, 400);
    assert.deepEqual(unreadable.body, {
      status: 'error',
      code: 'request.invalidUrl',
      message: 'Cette adresse n’est pas valide.',
    });

    const noToken = await api.http.get('/api/notifications', { headers: KINYARWANDA });
    assert.equal(noToken.status, 401);
    assert.equal(noToken.body.message, 'Mubanze mwinjire muri konti yanyu.');
  });

  test('a rule refusal names its form field in every language, so a form puts the text beside it', async () => {
    for (const headers of [FRENCH, KINYARWANDA, { 'accept-language': 'en' }]) {
      const missing = await api.http.post('/api/users/register', {
        json: registration('nobody@example.com', { cell: '' }),
        headers,
      });
      assert.equal(missing.status, 400, missing.text);
      assert.equal(missing.body.field, 'cell', JSON.stringify(missing.body));
    }
    const english = await api.http.post('/api/users/register', {
      json: registration('nobody@example.com', { cell: '' }),
    });
    assert.equal(english.body.message, 'Cell/Akagari is required.');
    // A refusal no field owns says no field.
    const wrong = await api.http.post('/api/users/login', {
      json: { email: 'nobody@example.com', password: 'Wrong@12345' },
      headers: FRENCH,
    });
    assert.equal(wrong.status, 401);
    assert.equal('field' in wrong.body, false, JSON.stringify(wrong.body));
  });

  test('an unknown language, or none, gets the English texts letter for letter', async () => {
    for (const headers of [
      { 'accept-language': 'de-DE,de;q=0.9,sw;q=0.5' },
      { 'accept-language': '*' },
      { 'accept-language': 'fr;q=0, xx' },
      {} as Record<string, string>,
    ]) {
      const wrong = await api.http.post('/api/users/login', {
        json: { email: 'amina@example.com', password: 'Wrong@12345' },
        headers,
      });
      assert.equal(wrong.status, 401);
      assert.deepEqual(wrong.body, {
        status: 'error',
        code: 'login.invalidCredentials',
        message: 'Invalid email or password.',
      });
      const missing = await api.http.post('/api/users/register', {
        json: registration('nobody@example.com', { firstName: ' ' }),
        headers,
      });
      assert.deepEqual(missing.body, {
        status: 'error',
        code: 'required.firstName',
        message: 'First Name is required.',
        field: 'firstName',
      });
    }
    // The client's order of preference counts: Kinyarwanda first when it weighs more.
    const weighed = await api.http.post('/api/users/login', {
      json: { email: 'amina@example.com', password: 'Wrong@12345' },
      headers: { 'accept-language': 'fr;q=0.4, rw;q=0.8, en;q=0.1' },
    });
    assert.equal(weighed.headers.get('content-language'), 'rw');
    assert.equal(weighed.body.message, 'Imeyili cyangwa ijambo ry’ibanga si byo.');
  });

  test('registering with locale rw sends the verification e-mail in Kinyarwanda and stores rw', async () => {
    const email = 'uwimana@example.com';
    const answer = await api.http.post('/api/users/register', {
      json: registration(email, { firstName: 'Claudine', locale: 'rw' }),
      headers: { 'accept-language': 'en' },
    });
    assert.equal(answer.status, 201, answer.text);
    assert.equal(
      answer.body.message,
      'you have successfully registered, kindly check your email for verification',
    );
    const mail = await newestMailTo(email);
    assert.equal(mail.subject, 'Mwemeze konti yanyu ya Bridge to Justice');
    assert.match(mail.text, /^Muraho Claudine,/);
    assert.ok(!/Welcome|Hello|register/i.test(mail.text), mail.text);
    assert.match(mail.html, /lang="rw"/);
    assert.ok(
      mail.links.some((link) => link.startsWith('http://localhost:3000/verify?token=')),
      "mail.links.some((link) => link.startsWith('http://localhost:3000/verify?token='))",
    );
    const user = await verifyAndLogin(email);
    assert.equal((await profileOf(user)).locale, 'rw');
  });

  test('without a locale field registration keeps the Accept-Language; an unknown one keeps English', async () => {
    await api.http.post('/api/users/register', {
      json: registration('jean@example.com', { firstName: 'Jean' }),
      headers: FRENCH,
    });
    const french = await newestMailTo('jean@example.com');
    assert.equal(french.subject, 'Vérifiez votre compte Bridge to Justice');
    assert.match(french.text, /^Bonjour Jean,/);
    assert.equal((await profileOf(await verifyAndLogin('jean@example.com'))).locale, 'fr');

    await api.http.post('/api/users/register', {
      json: registration('hans@example.com', { firstName: 'Hans' }),
      headers: { 'accept-language': 'de' },
    });
    const english = await newestMailTo('hans@example.com');
    assert.equal(english.subject, 'Verify your Bridge to Justice account');
    assert.equal((await profileOf(await verifyAndLogin('hans@example.com'))).locale, 'en');
  });

  test('a locale other than en, rw or fr is refused with a clear 400, on register and on the profile', async () => {
    const refused = await api.http.post('/api/users/register', {
      json: registration('bad.locale@example.com', { locale: 'de' }),
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, {
      status: 'error',
      code: 'locale.invalid',
      message: 'Language must be en, rw or fr.',
      field: 'locale',
    });
    const inFrench = await api.http.post('/api/users/register', {
      json: registration('bad.locale@example.com', { locale: 'EN' }),
      headers: FRENCH,
    });
    assert.equal(inFrench.status, 400);
    assert.equal(inFrench.body.message, 'La langue doit être en, rw ou fr.');
    assert.equal(
      (await api.http.get('/api/dev/outbox')).body.filter(
        (mail: OutboxMail) => mail.to === 'bad.locale@example.com',
      ).length,
      0,
      'no account, no mail',
    );

    const user = await newClient(api.http, 'profile.locale@example.com');
    for (const locale of ['de', 'EN', '', 5, null]) {
      const answer = await api.http.put(`/api/users/${user.userId}`, {
        token: user.token,
        json: { locale },
      });
      assert.equal(answer.status, 400, `${JSON.stringify(locale)}: ${answer.text}`);
      assert.equal(answer.body.message, 'Language must be en, rw or fr.');
    }
    assert.equal((await profileOf(user)).locale, 'en');
  });

  test('the profile locale persists and the next notification e-mail goes out in it', async () => {
    const owner = await newClient(api.http, 'mukamana@example.com');
    const first = await submitCase(owner);
    const english = await mailTo(api.http, owner.email, `Your case ${first} was received`);
    assert.match(english.html, /<html lang="en">/);

    const changed = await api.http.put(`/api/users/${owner.userId}`, {
      token: owner.token,
      json: { locale: 'fr' },
      headers: { 'accept-language': 'en' },
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.data.locale, 'fr');
    assert.equal((await profileOf(owner)).locale, 'fr');

    const second = await submitCase(owner);
    const french = await mailTo(api.http, owner.email, `Votre dossier ${second} a bien été reçu`);
    assert.match(french.html, /<html lang="fr">/);
    assert.match(french.text, /^Bonjour Aline,/);
    assert.ok(french.text.includes(second), 'french.text.includes(second)');
    // When it happened, in Kigali time and in the French way of writing a date.
    assert.match(
      french.text,
      /\b\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}\b/,
    );

    await api.http.put(`/api/users/${owner.userId}`, {
      token: owner.token,
      json: { locale: 'rw' },
    });
    const third = await submitCase(owner);
    const kinyarwanda = await mailTo(api.http, owner.email, `Ikirego cyanyu ${third} cyakiriwe`);
    assert.match(kinyarwanda.html, /<html lang="rw">/);
    assert.match(
      kinyarwanda.text,
      /\b\d{1,2} (Mutarama|Gashyantare|Werurwe|Mata|Gicurasi|Kamena|Nyakanga|Kanama|Nzeri|Ukwakira|Ugushyingo|Ukuboza) \d{4}\b/,
    );
    // The bell's list says what happened in the page's language (the request's).
    const bell = await api.http.get('/api/notifications', {
      token: owner.token,
      headers: FRENCH,
    });
    assert.equal(bell.status, 200, bell.text);
    assert.ok(
      bell.body.data.some(
        (entry: { text: string }) => entry.text === `Votre dossier ${first} a bien été reçu.`,
      ),
      bell.text,
    );
    const englishBell = await api.http.get('/api/notifications', { token: owner.token });
    assert.ok(
      englishBell.body.data.some(
        (entry: { text: string }) => entry.text === `Your case ${first} was received.`,
      ),
      'englishBell.body.data.some( (entry: { text: string }) => entry.text === `Your case ${first} was received.`, )',
    );
    // Other profile fields stay as they were.
    assert.equal((await profileOf(owner)).firstName, 'Aline');
  });

  test('a lawyer sets only the language on the profile; the next assignment e-mail is in it', async () => {
    // Staff accounts may have no ID or phone: the language alone is a whole profile change.
    const lawyer = await login(api.http, 'lawyer.two@example.com', 'Lawyer@12345');
    const admin = await login(api.http, 'admin@example.com', 'Admin@12345');
    const changed = await api.http.put(`/api/users/${lawyer.userId}`, {
      token: lawyer.token,
      json: { locale: 'rw' },
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.data.locale, 'rw');

    const owner = await newClient(api.http, 'assigned.rw@example.com');
    const submitted = await api.http.post('/api/cases/register', {
      token: owner.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'evidence.pdf' }),
    });
    assert.equal(submitted.status, 201, submitted.text);
    const { id, reference } = submitted.body.data as { id: string; reference: string };
    const assigned = await api.http.patch(`/api/cases/assigning/${id}`, {
      token: admin.token,
      json: { assignedTo: lawyer.email },
    });
    assert.equal(assigned.status, 200, assigned.text);
    const mail = await mailTo(api.http, lawyer.email, `Mwahawe ikirego ${reference}`);
    assert.match(mail.text, /^Muraho /);
    // The client, still in English, hears of it in English.
    await mailTo(api.http, owner.email, `A lawyer was assigned to your case ${reference}`);
  });

  test("a password reset e-mail goes out in the account's stored language, whatever the request's", async () => {
    const email = 'reset.rw@example.com';
    await api.http.post('/api/users/register', {
      json: registration(email, { locale: 'rw' }),
    });
    await newestMailTo(email);
    const asked = await api.http.post('/api/users/reset', {
      json: { email },
      headers: { 'accept-language': 'en' },
    });
    assert.equal(asked.status, 200);
    const mail = await mailTo(
      api.http,
      email,
      'Guhindura ijambo ry’ibanga rya konti yanyu ya Bridge to Justice',
    );
    assert.ok(
      mail.links.some((link) => link.includes('/reset-password?token=')),
      "mail.links.some((link) => link.includes('/reset-password?token='))",
    );
  });
});

describe('the English texts the API answers are the catalogue’s, so each has its translation', () => {
  test('every rule of the contract and every fixed refusal is worded by its code', () => {
    const rules: FieldProblem[] = [
      ...REGISTER_REQUIRED_FIELDS,
      ...Object.values(passwordProblem),
      ...(Object.keys(caseSubmitMessage) as (keyof typeof caseSubmitMessage)[]).map((field) => ({
        field,
        code: caseSubmitCode[field],
        message: caseSubmitMessage[field],
      })),
      validateMessageText('')!,
      validateMessageText('x'.repeat(5000))!,
      uploadSizeProblem({ size: Infinity })!,
      contactProblem({ idNo: '1' })!,
      contactProblem({ phoneNumber: '1' })!,
      contactProblem({ district: 'Nowhere' }, RWANDA_PLACES)!,
      contactProblem({ district: 'Gasabo', sector: 'Nowhere' }, RWANDA_PLACES)!,
      contactProblem({ district: 'Gasabo', sector: 'Bumbogo', cell: 'Nowhere' }, RWANDA_PLACES)!,
    ];
    assert.deepEqual(
      new Set(rules.filter((rule) => rule.code.startsWith('contact.')).map((rule) => rule.message)),
      new Set(Object.values(contactMessages)),
    );
    assert.ok(
      rules.some((rule) => rule.message === passwordRuleMessage.register),
      'the register password rule',
    );
    assert.ok(
      rules.some((rule) => rule.message === PASSWORDS_DO_NOT_MATCH),
      'the match rule',
    );
    assert.ok(
      rules.some((rule) => rule.message === messageTextMessage.tooLong),
      'the message length rule',
    );
    assert.ok(
      rules.some((rule) => rule.message === fileTooLargeMessage()),
      'the upload size rule',
    );
    const worded: { code: ErrorCode; values?: MessageValues; english: string }[] = [
      ...rules.map((rule) => ({
        code: rule.code as ErrorCode,
        values: rule.values as MessageValues | undefined,
        english: rule.message,
      })),
      {
        code: 'file.typeRefused',
        english:
          'File type not allowed. Upload a PDF, Word (.doc, .docx), text (.txt), JPEG or PNG file.',
      },
      { code: 'case.notFound', english: 'Case not found' },
      { code: 'auth.sessionEnded', english: 'Your session has ended. Please log in again.' },
      { code: 'login.invalidCredentials', english: 'Invalid email or password.' },
      { code: 'case.locked', english: CASE_LOCKED_MESSAGE },
      { code: 'case.closedDocuments', english: CASE_CLOSED_DOCUMENTS_MESSAGE },
      { code: 'document.notYours', english: DOCUMENT_NOT_YOURS_MESSAGE },
      { code: 'document.last', english: LAST_DOCUMENT_MESSAGE },
      {
        code: 'document.tooMany',
        values: { max: String(MAX_CASE_DOCUMENTS) },
        english: TOO_MANY_DOCUMENTS_MESSAGE,
      },
      { code: 'document.notFound', english: 'Document not found' },
      { code: 'notes.refused', english: 'Notes are for the firm only.' },
      {
        code: 'rateLimited.minutes',
        values: { count: 1 },
        english: 'Too many attempts. Please try again in 1 minute.',
      },
      {
        code: 'rateLimited.minutes',
        values: { count: 15 },
        english: 'Too many attempts. Please try again in 15 minutes.',
      },
      {
        code: 'rateLimited.seconds',
        values: { count: 30 },
        english: 'Too many attempts. Please try again in 30 seconds.',
      },
      {
        code: 'rateLimited.hours',
        values: { count: 1 },
        english: 'Too many attempts. Please try again in 1 hour.',
      },
    ];
    for (const { code, values, english } of worded) {
      assert.ok(isErrorCode(code), `${code} is a code of the list`);
      // English stays letter for letter: the en catalogue formats to the very text answered.
      assert.equal(t('en', `error.${code}`, values), english);
      for (const locale of ['rw', 'fr'] as const) {
        const translated = t(locale, `error.${code}`, values);
        assert.notEqual(translated, english, `${code} in ${locale}`);
      }
    }
  });

  test('a new status the admin picked is named in the language; one the firm typed stays as typed', () => {
    const said = (status: string, locale: 'en' | 'rw' | 'fr') =>
      notificationSentence('case_status_changed', 'BTJ-2026-00001', status, locale);
    assert.equal(
      said('Pending', 'en'),
      'The status of your case BTJ-2026-00001 changed to Pending.',
    );
    assert.equal(
      said('Pending', 'fr'),
      'Le statut de votre dossier BTJ-2026-00001 est désormais « En attente ».'.replace(
        / (?=»)|(?<=«) /g,
        '\u00a0',
      ),
    );
    assert.match(said('Completed', 'rw'), /«Byarangiye»/);
    assert.match(said('Awaiting court date', 'fr'), /Awaiting court date/);
    // The status words of every screen, whatever the stored letter case: a new case's pending
    // is Pending in the e-mail too, and ' received ' is Received.
    assert.equal(
      said('pending', 'en'),
      'The status of your case BTJ-2026-00001 changed to Pending.',
    );
    assert.equal(
      said(' received ', 'en'),
      'The status of your case BTJ-2026-00001 changed to Received.',
    );
  });

  test('dates in the e-mails are Kigali time, written each language’s way', () => {
    // 17:06 UTC is 19:06 in Kigali (UTC+2 all year).
    const moment = new Date('2026-11-25T17:06:00Z');
    assert.equal(formatDateTime(moment, 'en'), 'November 25, 2026 at 7:06 PM');
    assert.equal(formatDateTime(moment, 'fr'), '25 novembre 2026 à 19:06');
    assert.equal(formatDateTime(moment, 'rw'), '25 Ugushyingo 2026, 19:06');
    // Just before midnight UTC is already the next day in Kigali.
    assert.equal(formatDateTime(new Date('2026-12-31T23:30:00Z'), 'rw'), '1 Mutarama 2027, 01:30');
  });
});

describe(`limits are said in the client's language on ${testDriver}`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ MAX_UPLOAD_MB: '1', RATE_LIMIT_MAX: '2' });
  });
  after(async () => api?.close());

  test('a file over the limit is refused (413) in French', async () => {
    const owner = await newClient(api.http, 'big.file@example.com');
    const big = Buffer.concat([sample.pdf(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const answer = await api.http.post('/api/cases/register', {
      token: owner.token,
      form: caseForm(validCase, { bytes: big, name: 'evidence.pdf' }),
      headers: FRENCH,
    });
    assert.equal(answer.status, 413, answer.text);
    assert.deepEqual(answer.body, {
      status: 'error',
      code: 'file.tooLarge',
      message: 'Fichier trop volumineux. La taille maximale est de 1 Mo.',
      field: 'file',
    });
    const english = await api.http.post('/api/cases/register', {
      token: owner.token,
      form: caseForm(validCase, { bytes: big, name: 'evidence.pdf' }),
    });
    assert.equal(english.body.message, 'File too large. The maximum size is 1 MB.');
  });

  test('too many login attempts (429) are refused in Kinyarwanda, with Retry-After', async () => {
    const attempt = () =>
      api.http.post('/api/users/login', {
        json: { email: 'someone@example.com', password: 'Wrong@12345' },
        headers: KINYARWANDA,
      });
    const answers = [await attempt(), await attempt(), await attempt()];
    const refused = answers.at(-1)!;
    assert.equal(refused.status, 429, refused.text);
    assert.ok(refused.headers.get('retry-after'), "refused.headers.get('retry-after')");
    assert.match(
      refused.body.message,
      /^Mwagerageje inshuro nyinshi cyane\. Mwongere mugerageze nyuma y’(isegonda|amasegonda|umunota|iminota) \d+\.$/,
    );
    assert.match(refused.body.code, /^rateLimited\.(seconds|minutes)$/);
    assert.deepEqual(Object.keys(refused.body).sort(), ['code', 'message', 'status']);
  });
});
