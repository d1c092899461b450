/**
 * Writes src/places/rwanda-places.json from the npm `rwanda` package: districts -> sectors -> cells,
 * without provinces and villages (the package weighs 3.7 MB with them). Run once after the package
 * changes: `npx tsx shared-contract/scripts/generate-places.ts`; commit the output.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Tree = Record<string, Record<string, Record<string, Record<string, unknown>>>>;
type Places = Record<string, Record<string, string[]>>;

const require = createRequire(import.meta.url);
const provinces = require('rwanda/data/provinces') as Record<string, Tree>;

const byName = (a: string, b: string) => a.localeCompare(b, 'en');
const places: Places = {};
for (const districts of Object.values(provinces)) {
  for (const [district, sectors] of Object.entries(districts)) {
    if (places[district]) throw new Error(`District ${district} appears twice`);
    places[district] = {};
    for (const [sector, cells] of Object.entries(sectors)) {
      places[district][sector] = Object.keys(cells).sort(byName);
    }
  }
}
const sorted: Places = Object.fromEntries(
  Object.keys(places)
    .sort(byName)
    .map((district) => [
      district,
      Object.fromEntries(
        Object.keys(places[district]!)
          .sort(byName)
          .map((sector) => [sector, places[district]![sector]!]),
      ),
    ]),
);

const sectors = Object.values(sorted).flatMap((s) => Object.values(s));
const cells = sectors.reduce((sum, list) => sum + list.length, 0);
const out = fileURLToPath(new URL('../src/places/rwanda-places.json', import.meta.url));
writeFileSync(out, JSON.stringify(sorted) + '\n');
console.log(
  `${Object.keys(sorted).length} districts, ${sectors.length} sectors, ${cells} cells -> ${out}`,
);
