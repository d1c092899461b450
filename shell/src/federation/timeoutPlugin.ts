import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** 120 s (spec §9) for every remote entry script and manifest, not Module Federation's own 20 s. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bridge-remote-timeout',
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    },
  };
}
