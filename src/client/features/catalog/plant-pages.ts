import type { PlantListItem } from '@shared/contracts/catalog';

/** One page of the shop's list, as the infinite query keeps it. */
export interface PlantPage {
  plants: PlantListItem[];
  offset: number;
  /** `X-Total-Count`; null when the server did not send it (then the answer is the whole list). */
  total: number | null;
}

/** Reads `X-Total-Count`; anything that is not a non-negative integer counts as absent. */
export function readTotalCount(headers: Pick<Headers, 'get'>): number | null {
  const raw = headers.get('x-total-count');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

/**
 * Where 'Load More Plants' continues, or undefined when everything is shown. Without a total the
 * server answered the whole list at once, so there is nothing more to ask for.
 */
export function nextPageOffset(page: PlantPage): number | undefined {
  if (page.total === null) return undefined;
  const end = page.offset + page.plants.length;
  return page.plants.length > 0 && end < page.total ? end : undefined;
}

/** The pages as one list; a plant seen on an earlier page (the catalogue moved) is not repeated. */
export function flattenPlantPages(pages: readonly PlantPage[]): PlantListItem[] {
  const seen = new Set<number>();
  const out: PlantListItem[] = [];
  for (const page of pages) {
    for (const plant of page.plants) {
      if (seen.has(plant.id)) continue;
      seen.add(plant.id);
      out.push(plant);
    }
  }
  return out;
}
