/**
 * The GSM-7 rule as tables: which characters the alphabet carries, what the extension table
 * costs, where the segment limits fall, what becomes of characters outside it, and that every
 * SMS the firm writes (each kind, in each language, with a long reference and link) stays GSM-7
 * in at most two segments.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NOTIFICATION_KINDS } from 'shared-contract';
import { LOCALES } from '../src/i18n';
import { encodingOf, segmentsOf, septets, toGsm7 } from '../src/sms/gsm7';
import { MAX_SMS_SEGMENTS, composeSms } from '../src/sms/smsText';

describe('GSM-7', () => {
  test('the alphabet: letters, digits, its own accents; not ê ç ô ’ nor emoji', () => {
    for (const text of [
      'Hello 123',
      'é è à ù ì ò Ç É Ä Ö Ñ Ü ß ä ö ñ ü',
      '@£$¥_!?¿¡',
      '[]{}~^|\\€',
    ])
      assert.equal(encodingOf(text), 'gsm7', text);
    for (const text of ['ê', 'ç', 'ô', 'î', '’', '“', '…', '😀', 'Ā'])
      assert.equal(encodingOf(text), 'ucs2', text);
  });

  test('the extension table counts two septets a character', () => {
    assert.equal(septets('abc'), 3);
    assert.equal(septets('€'), 2);
    assert.equal(septets('[a]'), 5);
    assert.equal(septets('^{}\\[~]|€'), 18);
  });

  const table: [text: string, encoding: 'gsm7' | 'ucs2', segments: number][] = [
    ['', 'gsm7', 1],
    ['a'.repeat(160), 'gsm7', 1],
    ['a'.repeat(161), 'gsm7', 2],
    ['a'.repeat(306), 'gsm7', 2],
    ['a'.repeat(307), 'gsm7', 3],
    ['€'.repeat(80), 'gsm7', 1],
    ['€'.repeat(81), 'gsm7', 2],
    // 152 septets then an escaped character: the pair never splits, so it opens part two.
    ['a'.repeat(152) + '€' + 'a'.repeat(10), 'gsm7', 2],
    ['a'.repeat(152) + '€'.repeat(77), 'gsm7', 3],
    ['ê'.repeat(70), 'ucs2', 1],
    ['ê'.repeat(71), 'ucs2', 2],
    ['ê'.repeat(134), 'ucs2', 2],
    ['ê'.repeat(135), 'ucs2', 3],
  ];
  for (const [text, encoding, segments] of table)
    test(`${text.length} × ${text[0] ?? 'nothing'} is ${encoding} in ${segments} segment(s)`, () => {
      const size = segmentsOf(text);
      assert.equal(size.encoding, encoding);
      assert.equal(size.segments, segments);
    });

  test('outside the alphabet: stand-ins for quotes and dashes, accents it lacks dropped, ? for the rest', () => {
    const rules: [string, string][] = [
      ['Ikirego cy’umuryango', "Ikirego cy'umuryango"],
      ['“dossier” – fête…', '"dossier" - fete...'],
      ['garçon, hôtel, maître, août, Noël', 'garcon, hotel, maitre, aout, Noel'],
      ['Ç É à é è', 'Ç É à é è'],
      ['ÊÔÎ', 'EOI'],
      ['25\u202fnovembre\u00a02026', '25 novembre 2026'],
      ['😀 ✓', '? ?'],
    ];
    for (const [given, written] of rules) {
      assert.equal(toGsm7(given), written, given);
      assert.equal(encodingOf(toGsm7(given)), 'gsm7', given);
    }
    const plain = 'Already GSM-7: [ok] €5';
    assert.equal(toGsm7(plain), plain);
  });
});

describe('the SMS texts', () => {
  const reference = 'BTJ-2026-1234567';
  const link = `https://portal.bridgetojustice.rw/messages/${'f'.repeat(8)}-ffff-4fff-8fff-${'f'.repeat(12)}`;
  const when = new Date('2026-11-30T07:30:00Z');

  for (const locale of LOCALES)
    for (const kind of [...NOTIFICATION_KINDS, 'message_unread'] as const)
      test(`${kind} in ${locale}: GSM-7, at most two segments, the reference and the whole link`, () => {
        for (const moment of [undefined, when]) {
          const sms = composeSms(kind, locale, reference, link, moment);
          assert.equal(sms.encoding, 'gsm7', sms.text);
          assert.ok(sms.segments >= 1 && sms.segments <= MAX_SMS_SEGMENTS, sms.text);
          assert.equal(segmentsOf(sms.text).segments, sms.segments);
          assert.ok(sms.text.includes(reference), sms.text);
          assert.ok(sms.text.endsWith(link), sms.text);
        }
      });

  test('a reminder carries its moment in Kigali time; other kinds ignore it', () => {
    // 07:30 UTC is 09:30 in Kigali.
    assert.match(
      composeSms('date_reminder', 'fr', reference, link, when).text,
      /30 novembre 2026 à 09:30/,
    );
    assert.match(
      composeSms('date_reminder', 'en', reference, link, when).text,
      /9:30 AM \(Kigali time\)/,
    );
    assert.match(composeSms('document_reminder', 'rw', reference, link, when).text, /(09|9):30/);
    assert.equal(
      composeSms('case_received', 'en', reference, link, when).text,
      composeSms('case_received', 'en', reference, link).text,
    );
  });

  test('a link so long it leaves no room: the sentence is cut, the link stays whole, two segments at most', () => {
    const long = `https://example.rw/${'x'.repeat(250)}`;
    const sms = composeSms('date_reminder', 'rw', reference, long, when);
    assert.ok(sms.segments <= MAX_SMS_SEGMENTS, `${sms.segments}`);
    assert.ok(sms.text.endsWith(long), sms.text);
  });
});
