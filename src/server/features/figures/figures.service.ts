import type { HomeFigures } from '@shared/contracts/figures';
import { shownFigure } from '@shared/domain/home-figures';
import type { ServiceContext } from '../../context';
import { identifyCoverage } from '../identify/identify.coverage';
import * as settingsRepo from '../settings/settings.repository';
import * as repo from './figures.repository';

/**
 * The home page's figures (docs/contract.md §6), each counted from the shop's data and shown only from
 * the owner's threshold on. Species: what the engine answering first declares; the embedded matcher
 * names the shop's own plants, a figure no shop would boast of, so it is shown only past the threshold too.
 */
export async function homeFigures(ctx: ServiceContext): Promise<HomeFigures> {
  const [row, identifications, customers, coverage] = await Promise.all([
    settingsRepo.getSettingsRow(ctx.db),
    repo.countIdentifications(ctx.db),
    repo.countServedCustomers(ctx.db),
    identifyCoverage(ctx),
  ]);
  const from = row.homeFiguresFrom;
  return {
    identifications: shownFigure(identifications, from),
    species: shownFigure(coverage.species, from),
    customers: shownFigure(customers, from),
  };
}
