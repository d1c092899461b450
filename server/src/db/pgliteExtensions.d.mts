import type { Extension } from '@electric-sql/pglite';

export declare const PGLITE_EXTENSIONS: { unaccent: Extension };
