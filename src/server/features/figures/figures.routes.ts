import type { FastifyInstance } from 'fastify';
import { figuresContract } from '@shared/contracts/figures';
import { registerRoute } from '../../lib/route';
import { homeFigures } from './figures.service';

/** GET /api/figures: the home page's figures (public). */
export async function figuresRoutes(app: FastifyInstance) {
  registerRoute(app, figuresContract.home, { access: 'public' }, async () => homeFigures(app.ctx));
}
