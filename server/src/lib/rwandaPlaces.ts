import { createRequire } from 'node:module';
import type { RwandaPlaces } from 'shared-contract';

/** Rwanda's districts → sectors → cells: the same generated list the register and profile forms load. */
export const RWANDA_PLACES = createRequire(import.meta.url)(
  'shared-contract/places/rwanda-places.json',
) as RwandaPlaces;
