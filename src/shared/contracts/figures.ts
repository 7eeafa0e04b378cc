import { z } from 'zod';
import { defineRoute } from './http';

const Figure = z.number().int().nonnegative().nullable();

/**
 * `GET /api/figures` (public): the home page's figures, each a count from the shop's data, or null
 * when it is below the owner's threshold (`homeFiguresFrom`) or unknown — the page hides it.
 */
export const HomeFiguresSchema = z.object({
  /** Identifications made. */
  identifications: Figure,
  /** Species the engine answering first can name (docs/contract.md §6). */
  species: Figure,
  /** Customers with at least one delivered order. */
  customers: Figure,
});
export type HomeFigures = z.infer<typeof HomeFiguresSchema>;

export const figuresContract = {
  home: defineRoute({ method: 'GET', path: '/api/figures', response: HomeFiguresSchema }),
};
