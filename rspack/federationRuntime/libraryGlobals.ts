/**
 * Module Federation's stateless libraries that a remote's production build leaves out, as it
 * leaves out the runtime core (experiments.externalRuntime): the shell's main.js holds them already,
 * and its provideLibrariesPlugin (or a remote's standalone mf-runtime.[hash].js) hands them to the
 * remotes under these globals.
 *
 * Only libraries without per-build state belong here. Not '@module-federation/runtime' (it keeps
 * the build's own federation instance and reads the build's FEDERATION_BUILD_IDENTIFIER), nor
 * '@module-federation/webpack-bundler-runtime' (its default export is an object each container
 * copies and then mutates: bundlerRuntimeOptions, the share scopes).
 */
export const FEDERATION_LIBRARY_GLOBALS = {
  '@module-federation/sdk': '_FEDERATION_SDK',
  '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
} as const;

/**
 * The remote's externals: each library is read from its global when the entry starts, and a page
 * without it (a shell deployed before the shell that provides it) fails there, saying so, instead
 * of at the library's first use deep in the runtime.
 */
export function federationLibraryExternals(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FEDERATION_LIBRARY_GLOBALS).map(([library, global]) => [
      library,
      `(globalThis.${global} || (() => { throw new Error(${JSON.stringify(
        `${library} is not on this page (globalThis.${global}): the shell provides it (deploy the shell first), a standalone page loads mf-runtime`,
      )}) })())`,
    ]),
  );
}
