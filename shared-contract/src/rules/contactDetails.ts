import type { RwandaPlaces } from '../places/rwandaPlaces';
import type { FieldProblem } from './fieldProblem';

/**
 * The rules of a person's contact details beyond "required": a Rwandan mobile number,
 * an ID that is a national ID, a TIN or a passport number, and a district, sector and cell that
 * belong together. The register and profile forms and the API call these same functions.
 */
export const contactMessages = {
  phoneNumber: 'Phone Number must be a Rwandan mobile number: +250 7XX XXX XXX or 07XX XXX XXX.',
  idNo: 'ID/Tin/Passport Number must be a 16-digit national ID, a 9-digit TIN or a passport number (1 or 2 letters and 6 to 8 digits).',
  district: 'District/Akarere must be one of the districts of Rwanda.',
  sector: 'Sector/Umurenge does not belong to the chosen District/Akarere.',
  cell: 'Cell/Akagari does not belong to the chosen Sector/Umurenge.',
} as const;

export type ContactField = keyof typeof contactMessages;

export interface ContactValues {
  idNo?: unknown;
  phoneNumber?: unknown;
  district?: unknown;
  sector?: unknown;
  cell?: unknown;
}

/** Spaces, dots and dashes people type between digit groups. */
const SEPARATORS = /[\s.-]/g;

/** A Rwandan mobile number: +250 7XX XXX XXX (or 250…) or 07XX XXX XXX; groups may be spaced. */
export function isRwandanPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return /^(?:\+?250|0)7\d{8}$/.test(value.trim().replace(SEPARATORS, ''));
}

/** A 16-digit national ID, a 9-digit TIN, or a passport number (1–2 letters, 6–8 digits). */
export function isIdNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = value.trim().replace(SEPARATORS, '').toUpperCase();
  return /^\d{16}$/.test(compact) || /^\d{9}$/.test(compact) || /^[A-Z]{1,2}\d{6,8}$/.test(compact);
}

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** The first of district → sector → cell that does not belong with the one above it, or null. */
export function placeProblem(
  places: RwandaPlaces,
  { district, sector, cell }: Pick<ContactValues, 'district' | 'sector' | 'cell'>,
): FieldProblem<'district' | 'sector' | 'cell'> | null {
  if (typeof district !== 'string' || !has(places, district))
    return { field: 'district', message: contactMessages.district, code: 'contact.district' };
  const sectors = places[district]!;
  if (typeof sector !== 'string' || !has(sectors, sector))
    return { field: 'sector', message: contactMessages.sector, code: 'contact.sector' };
  if (typeof cell !== 'string' || !sectors[sector]!.includes(cell))
    return { field: 'cell', message: contactMessages.cell, code: 'contact.cell' };
  return null;
}

/**
 * The first contact rule the values break, in form order (ID, phone, district, sector, cell), or
 * null. Blank values are the required rules' business and are not judged here. Without `places`
 * (the list not loaded yet) the place rule waits for the server.
 */
export function contactProblem(
  values: ContactValues,
  places?: RwandaPlaces | null,
): FieldProblem<ContactField> | null {
  const given = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (given(values.idNo) && !isIdNumber(values.idNo))
    return { field: 'idNo', message: contactMessages.idNo, code: 'contact.idNo' };
  if (given(values.phoneNumber) && !isRwandanPhone(values.phoneNumber))
    return {
      field: 'phoneNumber',
      message: contactMessages.phoneNumber,
      code: 'contact.phoneNumber',
    };
  if (places && (given(values.district) || given(values.sector) || given(values.cell)))
    return placeProblem(places, values);
  return null;
}

/**
 * Every contact rule the values break, one per field (ID, phone, then the first place that does
 * not belong), in form order; blank values are the required rules' business.
 */
export function contactProblems(
  values: ContactValues,
  places?: RwandaPlaces | null,
): FieldProblem<ContactField>[] {
  const problems = [
    contactProblem({ idNo: values.idNo }),
    contactProblem({ phoneNumber: values.phoneNumber }),
    contactProblem({ district: values.district, sector: values.sector, cell: values.cell }, places),
  ];
  return problems.filter((problem) => problem !== null);
}
