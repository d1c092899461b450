// The TypeBox schemas of every request and answer, and their types (Static<>). Browser code
// imports these as types only: TypeBox stays out of the browser.
export * from './common';
export * from './case';
export * from './caseBulk';
export * from './caseLife';
export * from './caseDates';
export * from './caseSearch';
export * from './user';
export * from './message';
export * from './system';
