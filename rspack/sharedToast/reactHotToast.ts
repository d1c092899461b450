/**
 * What the browser builds share as `react-hot-toast` (rspack/sharedModules.ts): the library's
 * API, with the library itself loaded on the first toast. Most visits show no toast, and its
 * ≈ 5 KB on the wire would otherwise come with every page. A toast asked for before the library is
 * in is shown as soon as it is (its id is known at once, as the library's own), then lives its
 * full duration; dismiss and remove keep their order with the toasts before them.
 */
import {
  createElement,
  Fragment,
  useEffect,
  useSyncExternalStore,
  type ComponentProps,
} from 'react';
import type * as Library from 'react-hot-toast';

type Lib = typeof Library;
type Toast = Lib['default'];
type ToasterState = ReturnType<Lib['useToasterStore']>;

let lib: Lib | null = null;
let loading: Promise<Lib> | null = null;
const listeners = new Set<() => void>();
/** The library's own initial state (20 toasts at most). */
let toasterState: ToasterState = { toasts: [], settings: { toastLimit: 20 }, pausedAt: undefined };
let nextId = 0;

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load(): Promise<Lib> {
  loading ??= import('react-hot-toast-lib').then((module: Lib) => {
    lib = module;
    notify();
    return module;
  });
  return loading;
}

/** A toast of `kind`: the library's own call once it is in, else the same call when it comes. */
function show(kind: 'blank' | 'success' | 'error' | 'loading' | 'custom') {
  return (message: Parameters<Toast>[0], options?: Parameters<Toast>[1]): string => {
    const call = (toast: Toast, opts?: Parameters<Toast>[1]) =>
      kind === 'blank' ? toast(message, opts) : toast[kind](message as never, opts);
    if (lib) return call(lib.default, options);
    const id = options?.id ?? `lazy-${(nextId += 1)}`;
    void load().then((module) => call(module.default, { ...options, id }));
    return id;
  };
}

type Clear = 'dismiss' | 'remove' | 'dismissAll' | 'removeAll';

/** dismiss / remove: at once when the library is in, after the toasts asked for before it if not. */
function afterToasts<K extends Clear>(kind: K) {
  return ((...args: Parameters<Toast[K]>): void => {
    const clear = (toast: Toast) => (toast[kind] as (...a: Parameters<Toast[K]>) => void)(...args);
    if (lib) clear(lib.default);
    else if (loading) void loading.then((module) => clear(module.default));
  }) as Toast[K];
}

export const toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
  loading: show('loading'),
  custom: show('custom'),
  dismiss: afterToasts('dismiss'),
  remove: afterToasts('remove'),
  dismissAll: afterToasts('dismissAll'),
  removeAll: afterToasts('removeAll'),
  promise: ((promise, messages, options) => {
    if (lib) return lib.default.promise(promise, messages, options);
    const started = typeof promise === 'function' ? promise() : promise;
    void load().then((module) => module.default.promise(started, messages, options));
    return started;
  }) as Toast['promise'],
}) as Toast;

export default toast;

/** The toasts on screen, for whoever reads them (shared-ui's ErrorToastsEndWithPage). */
export function useToasterStore(): ToasterState {
  return useSyncExternalStore(subscribe, () => toasterState);
}

/** Hands the library's toast state to useToasterStore. */
function StoreBridge({ library }: { library: Lib }): null {
  const state = library.useToasterStore();
  useEffect(() => {
    toasterState = state;
    notify();
  }, [state]);
  return null;
}

/** The library's Toaster once a toast has loaded it; nothing before. */
export function Toaster(props: ComponentProps<Lib['Toaster']>) {
  const loaded = useSyncExternalStore(subscribe, () => lib);
  if (!loaded) return null;
  return createElement(
    Fragment,
    null,
    createElement(StoreBridge, { library: loaded }),
    createElement(loaded.Toaster, props),
  );
}
