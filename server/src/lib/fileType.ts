/**
 * A small content sniffer for the upload types the API accepts (PDF, Word doc/docx, plain text,
 * JPEG, PNG). Bytes are fed as they stream in; at the end the declared extension must agree
 * with what the content is.
 */

export type FileKind = 'pdf' | 'doc' | 'docx' | 'txt' | 'jpeg' | 'png';

export const MIME_BY_KIND: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

export const ALLOWED_EXTENSIONS = Object.keys(KIND_BY_EXTENSION);

const MAGIC = {
  pdf: Buffer.from('%PDF-', 'latin1'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  ole: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  zip: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
};

/** Finds a byte pattern anywhere in a stream, across chunk boundaries. */
class StreamSearch {
  found = false;
  private carry = Buffer.alloc(0);
  constructor(private readonly pattern: Buffer) {}
  push(chunk: Buffer): void {
    if (this.found) return;
    const window = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    if (window.indexOf(this.pattern) !== -1) {
      this.found = true;
      return;
    }
    this.carry = Buffer.from(window.subarray(Math.max(0, window.length - this.pattern.length + 1)));
  }
}

function isBinaryByte(byte: number): boolean {
  // C0 controls other than tab, LF, VT, FF, CR and ESC, plus DEL, never occur in plain text.
  return (
    (byte < 0x20 &&
      byte !== 0x09 &&
      byte !== 0x0a &&
      byte !== 0x0b &&
      byte !== 0x0c &&
      byte !== 0x0d &&
      byte !== 0x1b) ||
    byte === 0x7f
  );
}

export class FileSniffer {
  private head = Buffer.alloc(0);
  private looksLikeText = true;
  private bytes = 0;
  // A Word 97-2003 file is an OLE container holding a "WordDocument" stream (named in UTF-16LE).
  private readonly wordStream = new StreamSearch(Buffer.from('WordDocument', 'utf16le'));
  // A .docx is a ZIP holding word/document.xml (the name appears in plain ASCII in the archive).
  private readonly docxPart = new StreamSearch(Buffer.from('word/document.xml', 'latin1'));

  push(chunk: Buffer): void {
    if (this.head.length < 16)
      this.head = Buffer.concat([this.head, chunk.subarray(0, 16 - this.head.length)]);
    this.bytes += chunk.length;
    if (this.looksLikeText) {
      for (const byte of chunk) {
        if (isBinaryByte(byte)) {
          this.looksLikeText = false;
          break;
        }
      }
    }
    this.wordStream.push(chunk);
    this.docxPart.push(chunk);
  }

  get size(): number {
    return this.bytes;
  }

  /** What the content is, judged by bytes alone (txt only when nothing else matched). */
  contentKind(): FileKind | null {
    const head = this.head;
    if (head.subarray(0, MAGIC.pdf.length).equals(MAGIC.pdf)) return 'pdf';
    if (head.subarray(0, MAGIC.png.length).equals(MAGIC.png)) return 'png';
    if (head.subarray(0, MAGIC.jpeg.length).equals(MAGIC.jpeg)) return 'jpeg';
    if (head.subarray(0, MAGIC.ole.length).equals(MAGIC.ole))
      return this.wordStream.found ? 'doc' : null;
    if (head.subarray(0, MAGIC.zip.length).equals(MAGIC.zip))
      return this.docxPart.found ? 'docx' : null;
    if (this.bytes > 0 && this.looksLikeText) return 'txt';
    return null;
  }

  /** The accepted kind when the extension and the content agree, otherwise null. */
  accept(extension: string): FileKind | null {
    const declared = KIND_BY_EXTENSION[extension.toLowerCase()];
    if (!declared) return null;
    return this.contentKind() === declared ? declared : null;
  }
}
