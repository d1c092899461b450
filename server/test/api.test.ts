/**
 * The API suite: one real server (fresh temp DATA_DIR; a fresh PostgreSQL database in the
 * PostgreSQL pass) on a free port, driven over real HTTP.
 */
import { after, before, describe } from 'node:test';
import { createWorld, type World } from './helpers/world';
import { testDriver } from './helpers/testDatabase';
import { authSuite } from './suites/auth';
import { casesSuite, countersSuite } from './suites/cases';
import { filesSuite } from './suites/files';
import { malformedSuite } from './suites/malformed';
import { matrixSuite } from './suites/matrix';
import { httpSuite, usersSuite } from './suites/users';
import { uploadAbortSuite } from './suites/uploadAbort';

describe(`API on ${testDriver}`, () => {
  const world = {} as World;
  before(async () => {
    Object.assign(world, await createWorld());
  });
  after(async () => {
    await world.api?.close();
  });

  authSuite(world);
  usersSuite(world);
  httpSuite(world);
  casesSuite(world);
  filesSuite(world);
  uploadAbortSuite(world);
  matrixSuite(world);
  malformedSuite(world);
  countersSuite(world);
});
