import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { formStateRoute } from '@shared/contracts/form-state';
import { api } from './api-client';

const STATE_ID = /^[0-9a-f-]{36}$/;

/**
 * What a form posted without JavaScript typed and why the server refused it (docs/decisions/032-forms-before-code.md):
 * the server sends the page back with `?{param}={id}` and keeps the state 15 minutes
 * (`GET /api/orders/express/form/:id`, docs/contract.md §7). The server renders the page with it; the
 * browser adopts the same answer. Undefined when the address names none (or none is kept).
 */
export function useKeptForm(param: string) {
  const raw = new URLSearchParams(useSearch()).get(param) ?? '';
  const id = STATE_ID.test(raw) ? raw : '';
  return useQuery(
    queryOptions({ queryKey: ['express', 'form-state', id], queryFn: () => api(formStateRoute, { params: { id } }), enabled: id !== '', staleTime: Infinity, retry: false }),
  ).data;
}
