import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmationContract } from '@shared/contracts/confirmation';
import type { CallOutcome } from '@shared/domain/confirmation';
import { api } from '@client/lib/api-client';
import { adminKeys } from './api';

/** The COD confirmation queue and the phone actions of the order desk (decision 018). */
export const confirmationKeys = { queue: () => [...adminKeys.orders(), 'confirmations'] as const };

export const confirmationQueueOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  queryOptions({ queryKey: confirmationKeys.queue(), queryFn: () => api(confirmationContract.queue), enabled });

export function useRecordCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: CallOutcome }) => api(confirmationContract.recordCall, { params: { id }, body: { outcome } }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useBlockPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; blocked: boolean }) => api(confirmationContract.blockPhone, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}
