/**
 * The text of an inline <script> of index.html, built from a typed module of shell/build/inline:
 * that module's exported function, called with `argument`, compiled and minified by swc (the
 * compiler the builds already use), in a scope of its own. Such a module may import types only:
 * it is compiled alone, not bundled, so whatever it needs comes in `argument`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';

/** JSON that cannot end the <script> element it is written in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function inlineScript<A>(run: (argument: A) => void, argument: A): string {
  const file = path.join(__dirname, 'inline', `${run.name}.ts`);
  // Type imports go (nothing is bundled); `export` only lets tests import the function: in the
  // page it is a local function of a plain script.
  const source = readFileSync(file, 'utf8')
    .replace(/^import type [\s\S]*?from '[^']*';$/gm, '')
    .replace(/^export /gm, '');
  const { code } = transformSync(`${source}\n${run.name}(${scriptSafeJson(argument)});`, {
    filename: file,
    isModule: false,
    jsc: {
      parser: { syntax: 'typescript' },
      target: 'es2020',
      minify: { compress: { toplevel: true }, mangle: { toplevel: true } },
    },
    minify: true,
  });
  return `(function(){${code.trim()}})();`;
}
