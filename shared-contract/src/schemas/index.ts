// The TypeBox schemas of every request and answer. Browser code imports these as types only.
export * from './common';
export * from './case';
export * from './user';
