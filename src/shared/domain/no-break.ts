/**
 * The no-break space (U+00A0): inside a figure ("10 000", "24 h") the line must not break. Its own
 * module so that a page formatting one number does not load the shop's opening hours with it.
 */
export const NO_BREAK = '\u00a0';

/** The catalogue's texts use ordinary spaces; inside a figure they must not break. */
export const unbreakable = (text: string) => text.replace(/(?<=\d) /g, NO_BREAK);
