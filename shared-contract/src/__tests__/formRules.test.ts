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
import { registerProblems, validateRegister } from '../rules/registerFields';
import { validateResetPassword } from '../rules/resetPassword';

const REGISTER_STRENGTH =
  'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.';
const RESET_STRENGTH =
  'Password must be at least 8 characters long, including uppercase, lowercase, number, and special character.';

describe('password strength: 8 characters, lower, upper, digit and any symbol', () => {
  it.each([
    ['Abcdef1!', true],
    ['Admin@12345', true],
    ['aB3$aB3$', true],
    ['Ab1@Ab1', false], // 7 characters
    ['abcdefg1!', false], // no uppercase
    ['ABCDEFG1!', false], // no lowercase
    ['Abcdefgh!', false], // no digit
    ['Abcdefgh1', false], // no special character
    ['Abcdef1#', true], // any symbol counts, not only @ $ ! % * ? &
    ['Abcdef1-', true],
    ['Abcdef1_', true],
    ['Abc.def1', true],
    ['Ab(def)1', true],
    ['Abc def1!', true], // a space may sit between words
    ['Ábcdef1!', true], // letters beyond A-Z
    ['Abc def12', false], // a space is not a symbol
    ['Abcdefgh1é', false], // nor is an accented letter
    ['', false],
  ])('%p strong: %p', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it('has both worded messages letter for letter', () => {
    expect(passwordRuleMessage.register).toBe(REGISTER_STRENGTH);
    expect(passwordRuleMessage.reset).toBe(RESET_STRENGTH);
  });
});

describe('validateRegister (required fields in order, then match, then strength)', () => {
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
  ])('blank %s -> %p, on that field', (field, message) => {
    const code = `required.${field}`;
    expect(validateRegister({ ...valid, [field]: '   ' })).toEqual({ field, message, code });
    expect(validateRegister({ ...valid, [field]: undefined })).toEqual({ field, message, code });
  });

  it('reports the first failure in table order', () => {
    expect(validateRegister({})).toMatchObject({
      field: 'firstName',
      message: 'First Name is required.',
    });
    expect(validateRegister({ ...valid, email: '', cell: '' })).toMatchObject({
      field: 'email',
      message: 'Email is required.',
    });
    expect(validateRegister({ ...valid, cell: '', password: '' })).toMatchObject({
      field: 'cell',
      message: 'Cell/Akagari is required.',
    });
  });

  it('checks the match (on the confirmation), then the strength (on the password)', () => {
    const mismatch = {
      field: 'confirmPassword',
      message: 'Passwords do not match.',
      code: 'password.mismatch',
    };
    expect(validateRegister({ ...valid, confirmPassword: 'Abcdef1?' })).toEqual(mismatch);
    expect(validateRegister({ ...valid, password: 'weak', confirmPassword: 'other' })).toEqual(
      mismatch,
    );
    expect(validateRegister({ ...valid, password: 'weak', confirmPassword: 'weak' })).toEqual({
      field: 'password',
      message: REGISTER_STRENGTH,
      code: 'password.weakRegister',
    });
  });

  it('registerProblems: every broken rule at once, one per field, the first as validateRegister', () => {
    const values = {
      ...valid,
      firstName: ' ',
      cell: '',
      password: 'weak',
      confirmPassword: 'other',
    };
    const problems = registerProblems(values);
    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['firstName', 'required.firstName'],
      ['cell', 'required.cell'],
      ['confirmPassword', 'password.mismatch'],
      ['password', 'password.weakRegister'],
    ]);
    expect(problems[0]).toEqual(validateRegister(values));
    expect(registerProblems(valid)).toEqual([]);
    // A blank password is one problem (required), not three.
    expect(registerProblems({ ...valid, password: '' }).map((problem) => problem.code)).toEqual([
      'required.password',
    ]);
  });
});

describe('validateResetPassword (strength, then match, then token)', () => {
  const weak = { field: 'password', message: RESET_STRENGTH, code: 'password.weakReset' };
  const mismatch = {
    field: 'confirmPassword',
    message: 'Passwords do not match.',
    code: 'password.mismatch',
  };
  const noToken = { field: 'token', message: 'No valid token found.', code: 'token.missing' };
  it.each([
    ['weak', 'weak', 'token', weak],
    ['weak', 'other', null, weak],
    ['Abcdef1!', 'Abcdef1?', 'token', mismatch],
    ['Abcdef1!', 'Abcdef1?', null, mismatch],
    ['Abcdef1!', 'Abcdef1!', null, noToken],
    ['Abcdef1!', 'Abcdef1!', '', noToken],
    ['Abcdef1!', 'Abcdef1!', 'token', null],
  ])('%p / %p / token %p -> %p', (password, confirm, token, expected) => {
    expect(validateResetPassword(password, confirm, token)).toEqual(expected);
  });
});

describe('validateCaseSubmit (type, subtype, summary, file, in that order)', () => {
  const file = { name: 'case.pdf' };
  const valid = { caseType: 'Civil matters', caseSubtype: 'Land', summary: 'A land dispute', file };

  const type = {
    field: 'caseType',
    code: 'case.typeRequired',
    message: 'Please select a case type.',
  };
  const subtype = {
    field: 'caseSubtype',
    code: 'case.subtypeRequired',
    message: 'Please select a case subtype.',
  };
  const summary = {
    field: 'summary',
    code: 'case.summaryRequired',
    message: 'Please provide a case summary.',
  };
  it.each([
    [{}, type],
    [{ ...valid, caseType: '' }, type],
    [{ ...valid, caseType: 'Traffic' }, type],
    [{ ...valid, caseSubtype: '' }, subtype],
    [{ ...valid, caseSubtype: 'Rape' }, subtype],
    [{ ...valid, summary: '  ' }, summary],
    [{ ...valid, summary: '', file: null }, summary],
    [
      { ...valid, file: null },
      { field: 'file', code: 'file.required', message: 'Please upload a file.' },
    ],
    [valid, null],
  ])('%p -> %p', (values, expected) => {
    expect(validateCaseSubmit(values)).toEqual(expected);
  });
});

describe('case taxonomy, statuses and done/archived flags', () => {
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
