import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addressesContract, type SavedAddress } from '@shared/contracts/addresses';
import type { AddressFormValues, LastShipping, ShippingAddressInput } from '@shared/contracts/orders';
import type { DeliveryMode } from '@shared/domain/shipping';
import { api } from '@client/lib/api-client';

export const addressKeys = { all: ['addresses'] as const };

/** The signed-in customer's address book, the last used first. */
export const addressesQueryOptions = () => queryOptions({ queryKey: addressKeys.all, queryFn: () => api(addressesContract.list) });

/** A kept address (or the last order's) as the address fields hold it; empty fields without one. */
export function addressFormValuesOf(a: LastShipping | SavedAddress | null): Required<AddressFormValues> {
  return {
    address: a?.address ?? '',
    city: a?.city ?? '',
    zipCode: a?.zipCode ?? '',
    phone: a?.phone ?? '',
    wilaya: a?.wilaya ?? '',
    commune: a?.commune ?? '',
    desk: a?.desk ?? '',
    delivery: a?.delivery ?? ('home' as DeliveryMode),
  };
}

/** Adds (no `id`) or changes an address of the book. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ShippingAddressInput }) =>
      id ? api(addressesContract.update, { params: { id }, body }) : api(addressesContract.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(addressesContract.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
