/**
 * A remote's standalone page runs this before its main.js: remotes are built against the
 * federation runtime the shell provides (experiments.externalRuntime: the runtime core; and the
 * libraries of ./libraryGlobals.ts), so alone they need one. It sets the globals the shell's
 * runtime sets: Module Federation's inject-external-runtime-core plugin's and
 * ./provideLibrariesPlugin's. This plain build has no federation runtime of its own, so the ES
 * module builds are the one copy here (the runtime core imports this SDK): 18.7 KB on the wire.
 */
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import * as sdk from '@module-federation/sdk';
import * as errorCodes from '@module-federation/error-codes';
import { FEDERATION_LIBRARY_GLOBALS } from './libraryGlobals';

const global = globalThis as Record<string, unknown>;
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
global[FEDERATION_LIBRARY_GLOBALS['@module-federation/sdk']] ??= sdk;
global[FEDERATION_LIBRARY_GLOBALS['@module-federation/error-codes']] ??= errorCodes;
