import type { CourierDeclaration } from '../couriers';

/**
 * Ecotrack's declaration (decision 018): one platform behind DHD, Conexlog, World Express and ~80
 * couriers, each tenant at `https://<tenant>.ecotrack.dz/api/v1`, with a Bearer token; no webhooks
 * (its statuses are polled), no desk ids, fees quoted. The server's module is
 * `server/integrations/couriers/ecotrack/`.
 */
export const ECOTRACK = {
  label: 'Ecotrack',
  webhooks: false,
  desks: false,
  fees: true,
  fields: [
    { name: 'apiUrl', env: 'ECOTRACK_API_URL', required: true, placeholder: 'https://<tenant>.ecotrack.dz/api/v1' },
    { name: 'apiToken', env: 'ECOTRACK_API_TOKEN', required: true, credential: true, secret: true },
  ],
} as const satisfies CourierDeclaration;
