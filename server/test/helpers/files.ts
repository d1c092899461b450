import { randomBytes } from 'node:crypto';

/** Small files whose bytes are what their names say. */
export const sample = {
  pdf: () =>
    Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
      randomBytes(64),
      Buffer.from('\n%%EOF\n'),
    ]),
  png: () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(100),
    ]),
  jpeg: () =>
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      randomBytes(100),
      Buffer.from([0xff, 0xd9]),
    ]),
  txt: () => Buffer.from('The land next to ours was taken in 2019.\nWitnesses: two neighbours.\n'),
  docx: () =>
    Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]),
      Buffer.alloc(16),
      Buffer.from('[Content_Types].xml'),
      randomBytes(40),
      Buffer.from('PK\x03\x04word/document.xml'),
      randomBytes(40),
    ]),
  doc: () =>
    Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
      Buffer.from('Root Entry', 'utf16le'),
      Buffer.alloc(20),
      Buffer.from('WordDocument', 'utf16le'),
      randomBytes(64),
    ]),
  /** A Windows executable: what must never pass as a PDF. */
  exe: () =>
    Buffer.concat([
      Buffer.from('MZ'),
      Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
      Buffer.from('This program cannot be run in DOS mode.'),
      randomBytes(200),
    ]),
  /** An ELF binary. */
  elf: () =>
    Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
      randomBytes(200),
    ]),
  zip: () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(200)]),
};

export interface CaseFields {
  caseType?: string;
  caseSubtype?: string;
  summary?: string;
}

export const validCase: Required<CaseFields> = {
  caseType: 'Civil matters',
  caseSubtype: 'Land',
  summary: 'A neighbour moved the boundary stones of our family plot in Gasabo.',
};

/** The multipart form the client sends for a new case: caseType, caseSubtype, summary, file. */
export function caseForm(
  fields: CaseFields = validCase,
  file?: { bytes: Uint8Array; name: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, value);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return form;
}
