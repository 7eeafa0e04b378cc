import { queryOptions } from '@tanstack/react-query';
import { expressContract } from '@shared/contracts/express-orders';
import { api } from '@client/lib/api-client';

/** A no-JavaScript form the server refused (`?xf=`): what was typed and why, to show again (docs/contract.md §7). */
export const expressFormStateQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['express', 'form-state', id], queryFn: () => api(expressContract.formState, { params: { id } }), enabled: id !== '', staleTime: Infinity, retry: false });
