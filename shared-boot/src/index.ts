// A remote's standalone entry (its own URL, no shell): the only thing this package offers.
export { bootStandalone, type StandaloneRoute } from './bootStandalone';
