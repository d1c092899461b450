/**
 * The Node the project runs on is the one package.json's `engines.node` names. npm scripts get it
 * from node_modules/.bin (the `node-linux-*` package), whatever Node runs npm itself; the test
 * run checks it here so a suite that ran on another Node never counts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Triple = [number, number, number];

function parse(version: string): Triple {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * Whether `version` satisfies `range`, a space-separated list of comparators such as
 * `>=24.21.0 <25` (the only form engines.node is written in here); anything else throws.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range
    .trim()
    .split(/\s+/)
    .every((comparator) => {
      const match = /^(>=|<=|>|<|=)?(\d+(?:\.\d+){0,2})$/.exec(comparator);
      if (!match) throw new Error(`engines.node: cannot read the comparator "${comparator}"`);
      const order = compare(v, parse(match[2]!));
      switch (match[1]) {
        case '>=':
          return order >= 0;
        case '<=':
          return order <= 0;
        case '>':
          return order > 0;
        case '<':
          return order < 0;
        default:
          return order === 0;
      }
    });
}

/** engines.node of the root package.json. */
export function requiredNode(root: string): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines?: { node?: string };
  };
  if (!pkg.engines?.node) throw new Error('package.json states no engines.node');
  return pkg.engines.node;
}
