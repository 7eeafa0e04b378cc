/** How many cards of a grid a phone shows on arrival (two rows of two): their pictures are fetched first. */
export const CARDS_ON_ARRIVAL = 4;
