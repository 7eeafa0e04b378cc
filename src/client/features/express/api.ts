import { queryOptions } from '@tanstack/react-query';
import { expressContract } from '@shared/contracts/express-orders';
import { api } from '@client/lib/api-client';

/** A no-JavaScript form the server refused (`?xf=`): what was typed and why, to show again (docs/contract.md §7). */
export const expressFormStateQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['express', 'form-state', id], queryFn: () => api(expressContract.formState, { params: { id } }), enabled: id !== '', staleTime: Infinity, retry: false });

/**
 * The desk's "to call back" (admins, docs/contract.md §7). Its key sits under the admin's orders
 * (`adminKeys.orders()` is `['admin', 'orders']`): an order placed or changed from the desk refreshes it.
 * Here, not in features/admin, so that the plant page's form does not load the dashboard's queries.
 */
export const draftsQueryOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  queryOptions({ queryKey: ['admin', 'orders', 'drafts'] as const, queryFn: () => api(expressContract.drafts), enabled });
