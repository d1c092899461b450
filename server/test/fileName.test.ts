/**
 * The file-name rule as a table: what a name an uploader sends becomes before it is stored, shown
 * or put in a Content-Disposition header. A name must not be able to lie about what it is.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { attachmentDisposition, sanitizeFileName } from '../src/lib/fileName';

const TABLE: [given: string | null | undefined, stored: string, why: string][] = [
  ['evidence.pdf', 'evidence.pdf', 'a plain name stays'],
  [
    'Ubutaka bw’umuryango.pdf',
    'Ubutaka bw’umuryango.pdf',
    'letters and punctuation of any language stay',
  ],
  ['\u202Eexe.txt', 'exe.txt', 'a right-to-left override (shows as "txt.exe") goes'],
  ['invoice\u202Efdp.exe', 'invoicefdp.exe', 'an override inside a name goes'],
  ['a\u2066b\u2067c\u2068d\u2069.pdf', 'abcd.pdf', 'the bidi isolates go'],
  ['a\u202Ab\u202Bc\u202Cd.txt', 'abcd.txt', 'the bidi embeddings and their pop go'],
  ['a\u200Eb\u200F\u061Cc.txt', 'abc.txt', 'the direction marks go'],
  ['a\u200Bb\uFEFFc\u00ADd.png', 'abcd.png', 'invisible format characters go'],
  ['a\u0000b\u0007c\u001Fd\u007F\u0085.pdf', 'abcd.pdf', 'control characters go'],
  ['line\u2028break\u2029.txt', 'linebreak.txt', 'line and paragraph separators go'],
  ['Cafe\u0301.pdf', 'Café.pdf', 'names are stored in NFC'],
  ['../../etc/passwd.txt', 'passwd.txt', 'no directories'],
  ['C:\\Users\\me\\doc.pdf', 'doc.pdf', 'no Windows directories'],
  ['a"b<c>d:e|f?g*h;i.pdf', 'a_b_c_d_e_f_g_h_i.pdf', 'quotes and reserved characters are replaced'],
  ['  ..hidden.txt ', 'hidden.txt', 'no leading dots or spaces'],
  ['\u202E\u200B', 'file', 'nothing left: a neutral name'],
  ['', 'file', 'empty: a neutral name'],
  [null, 'file', 'none: a neutral name'],
  ['\uD800x.pdf', '\uFFFDx.pdf', 'a lone surrogate becomes the replacement character'],
];

describe('file names (sanitizeFileName)', () => {
  for (const [given, stored, why] of TABLE) {
    test(`${why}: ${JSON.stringify(given)} -> ${JSON.stringify(stored)}`, () => {
      assert.equal(sanitizeFileName(given), stored, why);
    });
  }

  test('the length is bounded (180), the extension kept', () => {
    const long = sanitizeFileName(`${'a'.repeat(400)}.pdf`);
    assert.equal(long.length, 180, 'bounded to 180');
    assert.ok(long.endsWith('.pdf'), 'the extension stays');
    // Counted in code points, so a name is never cut inside a character.
    const wide = sanitizeFileName(`${'😀'.repeat(300)}.txt`);
    assert.equal([...wide].length, 180, 'bounded to 180 characters');
    assert.ok(wide.endsWith('😀.txt'), 'no half character before the extension');
  });

  test('a header never carries a control character, even for a name that was never cleaned', () => {
    const header = attachmentDisposition('\u202Eexe.txt\r\nX: y');
    // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
    assert.doesNotMatch(header, /[\u0000-\u001f\u007f\u202e]/, header);
    assert.match(header, /filename="exe\.txtX_ y"/, header);
    assert.match(header, /filename\*=UTF-8''exe\.txtX_%20y$/, header);
  });
});
