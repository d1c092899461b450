/**
 * The shell's runtime plugin that hands Module Federation's stateless libraries (the SDK, the
 * error codes: ./libraryGlobals.ts) to the remotes' entries, as Module Federation's own
 * inject-external-runtime-core-plugin hands them the runtime core. It runs when the shell's
 * federation runtime starts, before any remote entry is loaded.
 *
 * `require`, not `import`: it resolves with the `require` condition, as the federation runtime's
 * own CommonJS files in main.js do, so each global is the very module object the shell's runtime
 * uses (an `import` would add the libraries' ES module builds to main.js, a second copy).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- the runtime's own module objects (above) */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FEDERATION_LIBRARY_GLOBALS } from './libraryGlobals';

export default function provideLibrariesPlugin(): ModuleFederationRuntimePlugin {
  const global = globalThis as Record<string, unknown>;
  global[
    FEDERATION_LIBRARY_GLOBALS['@module-federation/sdk']
  ] ??= require('@module-federation/sdk');
  global[
    FEDERATION_LIBRARY_GLOBALS['@module-federation/error-codes']
  ] ??= require('@module-federation/error-codes');
  return { name: 'bridge-provide-federation-libraries' };
}
