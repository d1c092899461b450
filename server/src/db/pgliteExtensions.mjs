import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The extensions every PGlite of this app opens with (the server's thread, a restore, a test that
 * migrates by hand): the migrations create them, so a PGlite without one cannot run them.
 * unaccent: the case search ignores accents.
 */
export const PGLITE_EXTENSIONS = { unaccent };
