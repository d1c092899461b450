import { validateCaseSubmit } from '../rules/caseSubmit';
import {
  CASE_FLAGS,
  CASE_STATUSES,
  CASE_TAXONOMY,
  CASE_TYPES,
  DONE_FLAGS,
  isCaseSubtype,
  isCaseType,
  subtypesFor,
} from '../rules/caseTaxonomy';
import { isStrongPassword, passwordRuleMessage } from '../rules/password';
import { validateRegister } from '../rules/registerFields';
import { validateResetPassword } from '../rules/resetPassword';

const REGISTER_STRENGTH =
  'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.';
const RESET_STRENGTH =
  'Password must be at least 8 characters long, including uppercase, lowercase, number, and special character.';

describe('password strength (spec §5)', () => {
  it.each([
    ['Abcdef1!', true],
    ['Admin@12345', true],
    ['aB3$aB3$', true],
    ['Ab1@Ab1', false], // 7 characters
    ['abcdefg1!', false], // no uppercase
    ['ABCDEFG1!', false], // no lowercase
    ['Abcdefgh!', false], // no digit
    ['Abcdefgh1', false], // no special character
    ['Abcdef1#', false], // # is not one of @ $ ! % * ? &
    ['Abc def1!', false], // a space is not an allowed kind
    ['Ábcdef1!', false], // only A-Z letters
    ['', false],
  ])('%p strong: %p', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it('has both worded messages letter for letter', () => {
    expect(passwordRuleMessage.register).toBe(REGISTER_STRENGTH);
    expect(passwordRuleMessage.reset).toBe(RESET_STRENGTH);
  });
});

describe('validateRegister (spec §5: required fields in order, then match, then strength)', () => {
  const valid = {
    firstName: 'Aline',
    lastName: '',
    email: 'aline@example.com',
    idNo: '1199880012345678',
    phoneNumber: '0788000000',
    preferredContact: 'email',
    district: 'Gasabo',
    sector: 'Remera',
    cell: 'Rukiri I',
    password: 'Abcdef1!',
    confirmPassword: 'Abcdef1!',
  };

  it('accepts a complete form with an empty (optional) last name', () => {
    expect(validateRegister(valid)).toBeNull();
  });

  it.each([
    ['firstName', 'First Name is required.'],
    ['email', 'Email is required.'],
    ['idNo', 'ID/Tin/Passport Number is required.'],
    ['phoneNumber', 'Phone Number is required.'],
    ['preferredContact', 'Preferred Contact is required.'],
    ['district', 'District/Akarere is required.'],
    ['sector', 'Sector/Umurenge is required.'],
    ['cell', 'Cell/Akagari is required.'],
    ['password', 'Password is required.'],
  ])('blank %s -> %p', (field, message) => {
    expect(validateRegister({ ...valid, [field]: '   ' })).toBe(message);
    expect(validateRegister({ ...valid, [field]: undefined })).toBe(message);
  });

  it('reports the first failure in table order', () => {
    expect(validateRegister({})).toBe('First Name is required.');
    expect(validateRegister({ ...valid, email: '', cell: '' })).toBe('Email is required.');
    expect(validateRegister({ ...valid, cell: '', password: '' })).toBe(
      'Cell/Akagari is required.',
    );
  });

  it('checks the match, then the strength', () => {
    expect(validateRegister({ ...valid, confirmPassword: 'Abcdef1?' })).toBe(
      'Passwords do not match.',
    );
    expect(validateRegister({ ...valid, password: 'weak', confirmPassword: 'other' })).toBe(
      'Passwords do not match.',
    );
    expect(validateRegister({ ...valid, password: 'weak', confirmPassword: 'weak' })).toBe(
      REGISTER_STRENGTH,
    );
  });
});

describe('validateResetPassword (spec §5: strength, then match, then token)', () => {
  it.each([
    ['weak', 'weak', 'token', RESET_STRENGTH],
    ['weak', 'other', null, RESET_STRENGTH],
    ['Abcdef1!', 'Abcdef1?', 'token', 'Passwords do not match.'],
    ['Abcdef1!', 'Abcdef1?', null, 'Passwords do not match.'],
    ['Abcdef1!', 'Abcdef1!', null, 'No valid token found.'],
    ['Abcdef1!', 'Abcdef1!', '', 'No valid token found.'],
    ['Abcdef1!', 'Abcdef1!', 'token', null],
  ])('%p / %p / token %p -> %p', (password, confirm, token, expected) => {
    expect(validateResetPassword(password, confirm, token)).toBe(expected);
  });
});

describe('validateCaseSubmit (spec §5: type, subtype, summary, file)', () => {
  const file = { name: 'case.pdf' };
  const valid = { caseType: 'Civil matters', caseSubtype: 'Land', summary: 'A land dispute', file };

  it.each([
    [{}, 'Please select a case type.'],
    [{ ...valid, caseType: '' }, 'Please select a case type.'],
    [{ ...valid, caseType: 'Traffic' }, 'Please select a case type.'],
    [{ ...valid, caseSubtype: '' }, 'Please select a case subtype.'],
    [{ ...valid, caseSubtype: 'Rape' }, 'Please select a case subtype.'],
    [{ ...valid, summary: '  ' }, 'Please provide a case summary.'],
    [{ ...valid, summary: '', file: null }, 'Please provide a case summary.'],
    [{ ...valid, file: null }, 'Please upload a file.'],
    [valid, null],
  ])('%p -> %p', (values, expected) => {
    expect(validateCaseSubmit(values)).toBe(expected);
  });
});

describe('case taxonomy (spec §3, §4)', () => {
  it('has the three types in order', () => {
    expect(CASE_TYPES).toEqual([
      'Criminal Cases',
      'Civil matters',
      'Alternative Dispute Resolutions',
    ]);
    expect(Object.keys(CASE_TAXONOMY)).toEqual(CASE_TYPES);
  });

  it('lists the subtypes of each type', () => {
    expect(subtypesFor('Criminal Cases')).toEqual([
      'Rape',
      'Child defilement',
      'Torture',
      'Assault or battery',
      'Abortion',
      'Threats to harm a person',
      'Sexual harassment',
      'Theft',
      'Extortion',
      'Fraud and others',
    ]);
    expect(subtypesFor('Civil matters')).toEqual([
      'Land',
      'Marriage',
      'Divorce',
      'Contract',
      'Succession',
      'Insurance',
      'Expropriation',
      'Labour and others',
    ]);
    expect(subtypesFor('Alternative Dispute Resolutions')).toEqual([
      'Mediation',
      'Arbitration',
      'Conciliation',
    ]);
    expect(subtypesFor('Traffic')).toEqual([]);
    expect(subtypesFor('toString')).toEqual([]);
  });

  it('tells types and subtypes apart', () => {
    expect(isCaseType('Civil matters')).toBe(true);
    expect(isCaseType('civil matters')).toBe(false);
    expect(isCaseType('constructor')).toBe(false);
    expect(isCaseSubtype('Civil matters', 'Land')).toBe(true);
    expect(isCaseSubtype('Criminal Cases', 'Land')).toBe(false);
  });

  it('offers the admin statuses and done flags', () => {
    expect(CASE_STATUSES).toEqual(['Received', 'Pending', 'Completed']);
    expect(DONE_FLAGS).toEqual(['Done', 'Going']);
    expect(CASE_FLAGS).toBe(DONE_FLAGS);
  });
});
