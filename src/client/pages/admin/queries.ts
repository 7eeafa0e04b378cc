import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsUpdate, AdminUserCreate, AdminUserUpdate } from '@shared/contracts/admin';
import type { Role } from '@shared/contracts/auth';
import { catalogContract, type CategoryInput, type PlantInput } from '@shared/contracts/catalog';
import { couponsContract, type CouponInput } from '@shared/contracts/coupons';
import { orderDeskContract, type AdminOrderDetail } from '@shared/contracts/order-desk';
import { ordersContract } from '@shared/contracts/orders';
import type { OrderStatus } from '@shared/domain/order';
import { ADMIN_PAGE_SIZE, adminCalls, adminKeys } from '@client/features/admin/api';
import { useAdminMutation } from '@client/features/admin/use-admin-mutation';
import { catalogKeys } from '@client/features/catalog/api';
import { readTotalCount } from '@client/features/catalog/plant-pages';
import { siteInfoQueryOptions } from '@client/features/contact/api';
import { orderKeys } from '@client/features/orders/api';
import { settingsKeys } from '@client/features/settings/api';
import { api, apiWithHeaders } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';

/*
 * The dashboard composes several features: its mutations refetch the admin lists and also the
 * shop's own queries they change (catalogue, settings, orders), through each feature's key factory.
 */

/** Spec §7: the admin's plant list is GET /api/plants (with the category object), newest first, a page at a time. */
export const adminPlantsQueryOptions = ({ page, search, enabled = true }: { page: number; search: string; enabled?: boolean }) =>
  queryOptions({
    queryKey: [...catalogKeys.plants(), 'admin', { page, search }] as const,
    queryFn: async () => {
      const { data, headers } = await apiWithHeaders(catalogContract.listPlants, {
        query: { search: search || undefined, sort: 'newest', limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
      });
      return { plants: data, total: readTotalCount(headers) ?? data.length };
    },
    placeholderData: keepPreviousData,
    enabled,
  });

export function usePlantMutations() {
  const t = useMessages().admin;
  const f = t.failures;
  const invalidate = [catalogKeys.all];
  return {
    create: useAdminMutation({
      mutationFn: (body: PlantInput) => api(catalogContract.createPlant, { body }),
      invalidate,
      success: t.toasts.plantSaved,
      failure: { title: f.saveFailed, text: f.savePlant },
    }),
    update: useAdminMutation({
      mutationFn: ({ id, body }: { id: number; body: PlantInput }) => api(catalogContract.updatePlant, { params: { id }, body }),
      invalidate,
      success: t.toasts.plantUpdated,
      failure: { title: f.updateFailed, text: f.updatePlant },
    }),
    setFeatured: useAdminMutation({
      mutationFn: ({ id, featured }: { id: number; featured: boolean }) =>
        api(catalogContract.setPlantFeatured, { params: { plantId: id }, body: { featured } }),
      invalidate,
      success: t.toasts.featuredUpdated,
      failure: { title: f.updateFailed, text: f.updateFeatured },
    }),
    remove: useAdminMutation({
      mutationFn: (id: number) => api(catalogContract.deletePlant, { params: { id } }),
      invalidate,
      success: t.toasts.plantDeleted,
      failure: { title: f.deleteFailed, text: f.deletePlant },
    }),
  };
}

export function useCategoryMutations() {
  const t = useMessages().admin;
  const f = t.failures;
  const invalidate = [catalogKeys.all];
  return {
    create: useAdminMutation({
      mutationFn: (body: CategoryInput) => api(catalogContract.createCategory, { body }),
      invalidate,
      success: t.toasts.categorySaved,
      failure: { title: f.saveFailed, text: f.saveCategory },
    }),
    update: useAdminMutation({
      mutationFn: ({ id, body }: { id: number; body: CategoryInput }) => api(catalogContract.updateCategory, { params: { id }, body }),
      invalidate,
      success: t.toasts.categoryUpdated,
      failure: { title: f.updateFailed, text: f.updateCategory },
    }),
    remove: useAdminMutation({
      mutationFn: (id: number) => api(catalogContract.deleteCategory, { params: { id } }),
      invalidate,
      success: t.toasts.categoryDeleted,
      failure: { title: f.deleteFailed, text: f.deleteCategory },
    }),
  };
}

/** Spec §7 PATCH /api/orders/{id}: cancelling returns stock, so the catalogue refetches too. */
export function useOrderStatusMutation() {
  const t = useMessages().admin;
  return useAdminMutation({
    mutationFn: ({ id, orderStatus }: { id: string; orderStatus: OrderStatus }) => api(ordersContract.update, { params: { id }, body: { orderStatus } }),
    invalidate: [adminKeys.orders(), orderKeys.all, catalogKeys.all],
    success: t.toasts.orderUpdated,
    failure: { title: t.failures.updateFailed, text: t.failures.updateOrder },
  });
}

type DeskBodies = {
  confirm: { note?: string };
  markPaid: { note?: string };
  deliver: { note?: string };
  ship: { carrier: string; trackingNumber: string; note?: string };
  cancel: { reason: string };
  addNote: { note: string };
};
export type DeskAction = keyof DeskBodies;
export type DeskCall = { [A in DeskAction]: { action: A; body: DeskBodies[A] } }[DeskAction];

/**
 * The order desk's actions on one order: the answer is the order view itself (put in the cache at
 * once); the lists, the customer's order and the catalogue (a cancel returns stock) refetch.
 */
export function useOrderDeskAction(id: string) {
  const queryClient = useQueryClient();
  const m = useMessages();
  return useAdminMutation({
    mutationFn: (call: DeskCall): Promise<AdminOrderDetail> =>
      api(orderDeskContract[call.action] as typeof orderDeskContract.confirm, { params: { id }, body: call.body as never }),
    invalidate: [adminKeys.orders(), orderKeys.all, catalogKeys.all],
    onSuccess: (detail) => queryClient.setQueryData(adminKeys.order(id), detail),
    success: m.orderDesk.actions.done,
    failure: { title: m.orderDesk.actions.failed, text: m.admin.failures.updateOrder },
  });
}

export function useUserMutations() {
  const t = useMessages().admin;
  const f = t.failures;
  const invalidate = [adminKeys.users()];
  return {
    create: useAdminMutation({
      mutationFn: (body: AdminUserCreate) => adminCalls.createUser(body),
      invalidate,
      success: t.toasts.userCreated,
      failure: { title: f.creationFailed, text: f.createUser },
    }),
    update: useAdminMutation({
      mutationFn: ({ id, body }: { id: string; body: AdminUserUpdate }) => adminCalls.updateUser({ id, body }),
      invalidate,
      success: t.toasts.userUpdated,
      failure: { title: f.updateFailed, text: f.updateUser },
    }),
    setRole: useAdminMutation({
      mutationFn: ({ id, role }: { id: string; role: Role }) => adminCalls.setUserRole({ id, role }),
      invalidate,
      success: t.toasts.userUpdated,
      failure: { title: f.updateFailed, text: f.updateRole },
    }),
    remove: useAdminMutation({
      mutationFn: (id: string) => adminCalls.deleteUser(id),
      invalidate,
      success: t.toasts.userDeleted,
      failure: { title: f.deleteFailed, text: f.deleteUser },
    }),
  };
}

/** Settings feed the checkout and the help pages: their queries refetch too. */
export function useSettingsMutation() {
  const t = useMessages().admin;
  return useAdminMutation({
    mutationFn: (body: AdminSettingsUpdate) => adminCalls.updateSettings(body),
    invalidate: [settingsKeys.all, siteInfoQueryOptions().queryKey, adminKeys.audit()],
    success: t.toasts.settingsUpdated,
    failure: { title: t.failures.updateFailed, text: t.failures.updateSettings },
  });
}

export function useMarkReadMutation() {
  const t = useMessages().admin;
  return useAdminMutation({
    mutationFn: adminCalls.markMessageRead,
    invalidate: [adminKeys.inbox()],
    success: t.toasts.messageUpdated,
    failure: { title: t.failures.updateFailed, text: t.failures.updateMessage },
  });
}

/** The owner's discount codes (docs/contract.md §8), with how many orders hold each. */
export const couponsQueryOptions = (enabled = true) => queryOptions({ queryKey: adminKeys.coupons(), queryFn: () => api(couponsContract.list), enabled });

export function useCouponMutations() {
  const m = useMessages().admin;
  const t = m.promotions;
  const invalidate = [adminKeys.coupons()];
  return {
    create: useAdminMutation({
      mutationFn: (body: CouponInput) => api(couponsContract.create, { body }),
      invalidate,
      success: t.saved,
      failure: { title: m.failures.saveFailed, text: t.saveText },
    }),
    update: useAdminMutation({
      mutationFn: ({ id, body }: { id: number; body: CouponInput }) => api(couponsContract.update, { params: { id }, body }),
      invalidate,
      success: t.saved,
      failure: { title: m.failures.updateFailed, text: t.saveText },
    }),
    remove: useAdminMutation({
      mutationFn: (id: number) => api(couponsContract.remove, { params: { id } }),
      invalidate,
      success: t.deleted,
      failure: { title: m.failures.deleteFailed, text: t.deleteText },
    }),
  };
}
