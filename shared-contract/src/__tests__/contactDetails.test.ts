import {
  contactMessages,
  contactProblem,
  isIdNumber,
  isRwandanPhone,
  placeProblem,
} from '../rules/contactDetails';
import { validateCaseSubmit } from '../rules/caseSubmit';
import { isErrorCode } from '../rules/errorCodes';
import { passwordProblem } from '../rules/password';
import { REGISTER_REQUIRED_FIELDS } from '../rules/registerFields';
import places from '../places/rwanda-places.json';
import type { RwandaPlaces } from '../places/rwandaPlaces';

const PLACES = places as RwandaPlaces;

describe('a Rwandan mobile number', () => {
  it.each([
    ['+250788123456', true],
    ['+250 788 123 456', true],
    ['250722000111', true],
    ['0788123456', true],
    ['0788 123 456', true],
    ['073-123-4567', true],
    ['0788', false],
    ['07881234567', false], // 11 digits
    ['0688123456', false], // not a mobile prefix
    ['+254712345678', false], // Kenya
    ['+2507881234', false],
    ['788123456', false], // no 0 nor +250
    ['phone', false],
    ['', false],
    [undefined, false],
  ])('%p → %p', (value, expected) => {
    expect(isRwandanPhone(value)).toBe(expected);
  });
});

describe('an ID/TIN/passport number', () => {
  it.each([
    ['1199880012345678', true], // national ID
    ['1 1998 8 0012345 6 78', true],
    ['123456789', true], // TIN
    ['PC123456', true], // passport
    ['pa1234567', true],
    ['A12345678', true],
    ['1', false],
    ['1199', false],
    ['11998800123456789', false], // 17 digits
    ['12345678', false],
    ['ABC123456', false],
    ['PC12345', false],
    ['', false],
    [42, false],
  ])('%p → %p', (value, expected) => {
    expect(isIdNumber(value)).toBe(expected);
  });
});

describe('district, sector and cell belong together', () => {
  it.each([
    [{ district: 'Gasabo', sector: 'Kimironko', cell: 'Bibare' }, null],
    [{ district: 'Kicukiro', sector: 'Niboye', cell: 'Gatare' }, null],
    [{ district: 'Atlantis', sector: 'Kimironko', cell: 'Bibare' }, 'district'],
    [{ district: 'Kicukiro', sector: 'Kimironko', cell: 'Bibare' }, 'sector'],
    [{ district: 'Gasabo', sector: 'Kimironko', cell: 'Gatare' }, 'cell'],
    [{ district: 'Gasabo', sector: 'Kimironko', cell: '' }, 'cell'],
    [{ district: 'constructor', sector: 'x', cell: 'y' }, 'district'],
    [{ district: 'Gasabo', sector: 'hasOwnProperty', cell: 'y' }, 'sector'],
  ])('%o → %p', (values, field) => {
    const problem = placeProblem(PLACES, values);
    expect(problem?.field ?? null).toBe(field);
    if (problem) expect(problem.message).toBe(contactMessages[problem.field]);
  });
});

describe('contactProblem', () => {
  const valid = {
    idNo: '1199880012345678',
    phoneNumber: '0788123456',
    district: 'Gasabo',
    sector: 'Kimironko',
    cell: 'Bibare',
  };
  it.each([
    [{}, null],
    [{ idNo: 'x1' }, 'idNo'],
    [{ phoneNumber: '12345' }, 'phoneNumber'],
    [{ idNo: 'x1', phoneNumber: '12345' }, 'idNo'],
    [{ cell: 'Gatare' }, 'cell'],
    [{ idNo: '', phoneNumber: '' }, null], // blank is the required rule's business
  ])('with %o the first problem is on %p', (change, field) => {
    expect(contactProblem({ ...valid, ...change }, PLACES)?.field ?? null).toBe(field);
  });

  it('leaves the places to the server until the list has loaded', () => {
    expect(contactProblem({ ...valid, cell: 'Gatare' }, null)).toBeNull();
  });
});

describe('each rule the API answers names its field and its code, not only its text', () => {
  it.each([
    [REGISTER_REQUIRED_FIELDS[0], 'First Name is required.', 'firstName', 'required.firstName'],
    [REGISTER_REQUIRED_FIELDS[7], 'Cell/Akagari is required.', 'cell', 'required.cell'],
    [
      contactProblem({ phoneNumber: '1' }),
      contactMessages.phoneNumber,
      'phoneNumber',
      'contact.phoneNumber',
    ],
    [
      contactProblem({ district: 'Gasabo', sector: 'Nowhere' }, PLACES),
      contactMessages.sector,
      'sector',
      'contact.sector',
    ],
    [passwordProblem.mismatch, 'Passwords do not match.', 'confirmPassword', 'password.mismatch'],
    [
      passwordProblem.weakRegister,
      'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
      'password',
      'password.weakRegister',
    ],
    [
      passwordProblem.weakReset,
      'Password must be at least 8 characters long, including uppercase, lowercase, number, and special character.',
      'password',
      'password.weakReset',
    ],
    [
      validateCaseSubmit({ caseType: 'Civil matters' }),
      'Please select a case subtype.',
      'caseSubtype',
      'case.subtypeRequired',
    ],
    [
      validateCaseSubmit({ caseType: 'Civil matters', caseSubtype: 'Land', summary: 'x' }),
      'Please upload a file.',
      'file',
      'file.required',
    ],
  ])('%p', (problem, message, field, code) => {
    expect(problem).toMatchObject({ message, field, code });
    expect(isErrorCode(problem?.code)).toBe(true);
  });
});
