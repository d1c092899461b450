import { createRequire } from 'node:module';
import type { RwandaPlaces } from 'shared-api/src/places/rwandaPlaces';

/** Rwanda's districts → sectors → cells: the same generated list the register and profile forms load. */
export const RWANDA_PLACES = createRequire(import.meta.url)(
  'shared-api/src/places/rwanda-places.json',
) as RwandaPlaces;
