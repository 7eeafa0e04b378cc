import type { CourierDeclaration } from '../couriers';

/**
 * ZR Express's declaration (its Procolis API, `https://procolis.com/api_v1`, as public clients call
 * it: `token` and `key` headers, `add_colis` / `lire` with `{ Colis: [...] }`): no webhooks (polled),
 * no desk ids, no labels through the API. The server's module is `server/integrations/couriers/zrexpress/`.
 */
export const ZREXPRESS = {
  label: 'ZR Express',
  webhooks: false,
  desks: false,
  fees: false,
  fields: [
    { name: 'apiUrl', env: 'ZREXPRESS_API_URL', default: 'https://procolis.com/api_v1', required: true },
    { name: 'apiToken', env: 'ZREXPRESS_API_TOKEN', required: true, credential: true, secret: true },
    { name: 'apiKey', env: 'ZREXPRESS_API_KEY', required: true, credential: true, secret: true },
  ],
} as const satisfies CourierDeclaration;
