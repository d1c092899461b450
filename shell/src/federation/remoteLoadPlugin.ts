import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** 120 s to load every remote entry script and manifest, not Module Federation's own 20 s. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

/** The inline script's answer for this URL, once: a Retry always asks the server again. */
function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const early = window.__BTJ_EARLY_FETCH__;
  const answer = early?.[url];
  if (early && answer) delete early[url];
  return answer;
}

/**
 * How the shell fetches a remote's entry script and manifest: with the 120 s time-out, and with
 * the manifest answer index.html's inline script already asked for when there is one. One plugin,
 * as Module Federation calls every plugin's fetch hook: two would fetch a manifest twice.
 */
export default function remoteLoadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bridge-remote-load',
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    // Each shared module is negotiated (versions checked against every offer) in a task of its
    // own: the start-up's negotiation of a dozen modules is then a few short tasks, and a tap on
    // the prerendered page is not held up behind all of it at once.
    async beforeLoadShare(args) {
      await new Promise<void>((resolve) => setTimeout(resolve));
      return args;
    },
    fetch(url, init) {
      const fresh = () =>
        fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
      const early = takeEarlyAnswer(url);
      // A failed early answer is not trusted: ask again, with the usual time-out.
      return early ? early.then((res) => (res.ok ? res : fresh()), fresh) : fresh();
    },
  };
}
