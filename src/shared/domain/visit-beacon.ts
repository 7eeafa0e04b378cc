/**
 * Where the storefront's add-to-cart beacon posts (`POST`, docs/contract.md §9), and what it says: a
 * module of its own so that the beacon's code, loaded with a first add to cart, carries nothing else.
 */
export const VISIT_BEACON_PATH = '/api/visits';
export const VISIT_BEACON_BODY = '{"kind":"addToCart"}';
