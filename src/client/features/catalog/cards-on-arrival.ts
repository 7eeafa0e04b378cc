/**
 * How many cards of a grid a phone shows on arrival (two rows of two): their pictures are fetched
 * first, and a server-rendered page adopts them at once, the others each in a later task (AdoptLater).
 */
export const CARDS_ON_ARRIVAL = 4;
