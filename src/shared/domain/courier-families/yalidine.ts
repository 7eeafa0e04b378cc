import type { CourierDeclaration } from '../couriers';

/**
 * Yalidine's declaration (decision 018): its API v1 serves Guepex, Yalitec and the sister couriers
 * at their own addresses (`https://api.guepex.app/v1`…), with `X-API-ID` / `X-API-TOKEN`; statuses
 * come by signed webhook; it lists its stop-desks (`/centers`) and quotes its fees. The server's
 * module is `server/integrations/couriers/yalidine/`.
 */
export const YALIDINE = {
  label: 'Yalidine',
  webhooks: true,
  desks: true,
  fees: true,
  fields: [
    { name: 'apiUrl', env: 'YALIDINE_API_URL', default: 'https://api.yalidine.app/v1', required: true },
    { name: 'apiId', env: 'YALIDINE_API_ID', required: true, credential: true },
    { name: 'apiToken', env: 'YALIDINE_API_TOKEN', required: true, credential: true, secret: true },
    { name: 'webhookSecret', env: 'YALIDINE_WEBHOOK_SECRET', secret: true },
  ],
} as const satisfies CourierDeclaration;
