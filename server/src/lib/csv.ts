/** Characters that make a CSV field need quotes (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;
/** A spreadsheet runs a cell that starts like this as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when needed, a would-be formula made plain text with a leading quote. */
export function csvField(value: string | null | undefined): string {
  const raw = value ?? '';
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF end. */
export function csvRecord(values: readonly (string | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
