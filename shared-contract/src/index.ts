// The pure rules and places: no runtime dependency, safe in the browser. Schemas: 'shared-contract/schemas'.
export * from './rules/caseStatus';
export * from './rules/caseSubmit';
export * from './rules/caseTaxonomy';
export * from './rules/contactDetails';
export * from './rules/greeting';
export * from './rules/initials';
export * from './rules/longUsDate';
export * from './rules/messageText';
export * from './rules/pagination';
export * from './rules/password';
export * from './rules/registerFields';
export * from './rules/resetPassword';
export * from './rules/roles';
export * from './rules/summary';
export * from './rules/upload';
export * from './places/rwandaPlaces';
