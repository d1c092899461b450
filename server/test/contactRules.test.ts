/**
 * Contact details checked over real HTTP: register and PUT /users/{id} refuse a phone that is not a
 * Rwandan mobile number, an ID that is not a national ID, TIN or passport number, and a
 * district/sector/cell that do not belong together, with the rule's own message (the forms show
 * the same text beside the same field: shared-contract/src/rules/contactDetails.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { contactMessages } from 'shared-contract';
import {
  newClient,
  registration,
  startTestApi,
  type Identity,
  type TestApi,
} from './helpers/context';
import { testDriver } from './helpers/testDatabase';

/** The form field whose contract rule says `message` (the answer names it beside the text). */
function contactFieldOf(message: string): string | undefined {
  return Object.entries(contactMessages).find(([, text]) => text === message)?.[0];
}

/** The rule's answer: its code (`contact.<field>`), its text and its field. */
function contactRefusal(message: string) {
  const field = contactFieldOf(message);
  return { status: 'error', code: `contact.${field}`, message, field };
}

describe(`contact rules on ${testDriver}`, () => {
  let api: TestApi;
  let client: Identity;
  before(async () => {
    api = await startTestApi();
    client = await newClient(api.http, 'contact.rules@example.com');
  });
  after(async () => {
    await api?.close();
  });

  const refusals: [string, Record<string, string>, string][] = [
    ['a Kenyan phone', { phoneNumber: '+254712345678' }, contactMessages.phoneNumber],
    ['a short phone', { phoneNumber: '0788' }, contactMessages.phoneNumber],
    ['a 4-digit ID', { idNo: '1199' }, contactMessages.idNo],
    ['an ID with letters in the middle', { idNo: '11998800ABC45678' }, contactMessages.idNo],
    ['an unknown district', { district: 'Atlantis' }, contactMessages.district],
    ['a sector of another district', { district: 'Kicukiro' }, contactMessages.sector],
    ['a cell of another sector', { cell: 'Gatare' }, contactMessages.cell],
  ];

  for (const [what, change, message] of refusals) {
    test(`register refuses ${what} with a 400 and the rule's message`, async () => {
      const answer = await api.http.post('/api/users/register', {
        json: registration(`refused.${Object.keys(change)[0]}.${Date.now()}@example.com`, change),
      });
      assert.equal(answer.status, 400, answer.text);
      assert.deepEqual(answer.body, contactRefusal(message));
    });
  }

  test('register takes the national ID, TIN and passport forms and both phone forms', async () => {
    const valid: Record<string, string>[] = [
      { idNo: '1 1998 8 0012345 6 78', phoneNumber: '0788 123 456' },
      { idNo: '123456789', phoneNumber: '+250 722 000 111' },
      {
        idNo: 'PC1234567',
        phoneNumber: '+250788123456',
        district: 'Huye',
        sector: 'Tumba',
        cell: 'Cyimana',
      },
    ];
    for (const [index, change] of valid.entries()) {
      const answer = await api.http.post('/api/users/register', {
        json: registration(`valid.${index}.${Date.now()}@example.com`, change),
      });
      assert.equal(answer.status, 201, `${JSON.stringify(change)}: ${answer.text}`);
    }
  });

  for (const [what, change, message] of [
    ...refusals,
    [
      'a sector alone that is not in the stored district',
      { sector: 'Niboye' },
      contactMessages.sector,
    ],
    [
      'a district alone (the stored sector is not in it)',
      { district: 'Huye' },
      contactMessages.sector,
    ],
  ] as [string, Record<string, string>, string][]) {
    test(`PUT /users/{id} refuses ${what}, and changes nothing`, async () => {
      const answer = await api.http.put(`/api/users/${client.userId}`, {
        token: client.token,
        json: change,
      });
      assert.equal(answer.status, 400, answer.text);
      assert.deepEqual(answer.body, contactRefusal(message));
      const stored = await api.http.get(`/api/users/${client.userId}`, { token: client.token });
      assert.equal(stored.body.data.district, 'Gasabo');
      assert.equal(stored.body.data.phoneNumber, '+250788123456');
    });
  }

  test('PUT /users/{id} takes a place that belongs together, and a valid phone and ID', async () => {
    const answer = await api.http.put(`/api/users/${client.userId}`, {
      token: client.token,
      json: {
        district: 'Kicukiro',
        sector: 'Niboye',
        cell: 'Gatare',
        phoneNumber: '0722000111',
        idNo: 'PA123456',
      },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.data.cell, 'Gatare');
    const cellOnly = await api.http.put(`/api/users/${client.userId}`, {
      token: client.token,
      json: { cell: 'Nyakabanda' },
    });
    assert.equal(cellOnly.status, 200, cellOnly.text);
  });
});
