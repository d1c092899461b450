/**
 * A remote's standalone page runs this before its main.js: remotes are built against the
 * federation runtime the shell provides (experiments.externalRuntime), so alone they need one.
 * It is the global Module Federation's own inject-external-runtime-core plugin sets in the shell.
 */
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const global = globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
