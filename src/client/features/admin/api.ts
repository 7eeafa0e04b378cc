import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  adminContract,
  type AdminSettingsValues,
  type AdminUserCreateValues,
  type AdminUserUpdateValues,
} from '@shared/contracts/admin';
import type { Role } from '@shared/contracts/auth';
import type { CourierId } from '@shared/domain/couriers';
import { contactContract } from '@shared/contracts/contact';
import { newsletterContract } from '@shared/contracts/newsletter';
import { orderDeskContract, type AdminOrderFilters } from '@shared/contracts/order-desk';
import { settingsAuditContract } from '@shared/contracts/settings-audit';
import { shipmentsContract } from '@shared/contracts/shipments';
import { readTotalCount } from '@client/features/catalog/plant-pages';
import { api, apiWithHeaders, uploadImage } from '@client/lib/api-client';

/** The admin dashboard's page size for its tables. */
export const ADMIN_PAGE_SIZE = 20;

/** Every admin-only query key starts here (the catalogue's and the settings' keep their own). */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  appInfo: () => [...adminKeys.all, 'app-info'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  order: (id: string) => [...adminKeys.orders(), 'detail', id] as const,
  inbox: () => [...adminKeys.all, 'inbox'] as const,
  newsletter: () => [...adminKeys.all, 'newsletter'] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  couriers: () => [...adminKeys.all, 'couriers'] as const,
  coupons: () => [...adminKeys.all, 'coupons'] as const,
  /** Under the couriers: saving their keys reads their fees again. */
  courierFees: (id: CourierId) => [...adminKeys.couriers(), id, 'fees'] as const,
  /** Under the stats: every admin change that refreshes the stat cards refreshes these too. */
  courierFigures: () => [...adminKeys.stats(), 'couriers'] as const,
};

/** `enabled`: the dashboard loads a tab's list only while that tab is open (spec §2). */
type Enabled = { enabled?: boolean };

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: () => api(adminContract.stats) });

/** The audit tab's page: as many lines as the log showed before it was paged (a rates save writes one a wilaya). */
export const AUDIT_PAGE_SIZE = 200;

/** The owner's settings audit log, a page at a time (every line is kept). */
export const settingsAuditQueryOptions = ({ page, enabled = true }: { page: number } & Enabled) =>
  queryOptions({
    queryKey: [...adminKeys.audit(), { page }] as const,
    queryFn: async () => {
      const { data, headers } = await apiWithHeaders(settingsAuditContract.list, { query: { page, pageSize: AUDIT_PAGE_SIZE } });
      return { items: data, total: readTotalCount(headers) ?? data.length };
    },
    placeholderData: keepPreviousData,
    enabled,
  });

/** The dashboard's cash held by couriers and delivery/return counts per courier and wilaya. */
export const courierFiguresQueryOptions = () => queryOptions({ queryKey: adminKeys.courierFigures(), queryFn: () => api(shipmentsContract.figures) });

/** A courier's own fees beside the rates table (kept a few minutes: each read spends the courier's quota). */
export const courierFeesQueryOptions = (id: CourierId, { enabled = true }: Enabled = {}) =>
  queryOptions({ queryKey: adminKeys.courierFees(id), queryFn: () => api(shipmentsContract.fees, { params: { id } }), enabled, staleTime: 5 * 60_000, retry: false });

/** The couriers' settings (keys masked) and which of them can take parcels now. */
export const courierSettingsQueryOptions = ({ enabled = true }: Enabled = {}) =>
  queryOptions({ queryKey: adminKeys.couriers(), queryFn: () => api(shipmentsContract.settings), enabled });

export const appInfoQueryOptions = ({ enabled = true }: Enabled = {}) =>
  queryOptions({ queryKey: adminKeys.appInfo(), queryFn: () => api(adminContract.appInfo), enabled });

export const adminUsersQueryOptions = ({ page, search, enabled = true }: { page: number; search: string } & Enabled) =>
  queryOptions({
    queryKey: [...adminKeys.users(), { page, search }] as const,
    queryFn: async () => {
      const { data, headers } = await apiWithHeaders(adminContract.listUsers, { query: { page, pageSize: ADMIN_PAGE_SIZE, search: search || undefined } });
      return { items: data, total: readTotalCount(headers) ?? data.length };
    },
    placeholderData: keepPreviousData,
    enabled,
  });

export const adminOrdersQueryOptions = ({ filters, page, enabled = true }: { filters: AdminOrderFilters; page: number } & Enabled) =>
  queryOptions({
    queryKey: [...adminKeys.orders(), 'list', { ...filters, page }] as const,
    queryFn: () => api(orderDeskContract.list, { query: { ...filters, page, pageSize: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The admin order view (items, customer, payment, history, the actions allowed now). */
export const adminOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.order(id), queryFn: () => api(orderDeskContract.get, { params: { id } }) });

/** The CSV export of the orders the tab shows (same filters); a plain link, downloaded by the browser. */
export function ordersCsvUrl(filters: AdminOrderFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value && value !== 'all') query.set(key, value);
  const qs = query.toString();
  return qs ? `${orderDeskContract.exportCsv.path}?${qs}` : orderDeskContract.exportCsv.path;
}

export const contactMessagesQueryOptions = ({ page, enabled = true }: { page: number } & Enabled) =>
  queryOptions({
    queryKey: [...adminKeys.inbox(), { page }] as const,
    queryFn: () => api(contactContract.adminList, { query: { page, pageSize: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const newsletterSubscribersQueryOptions = ({ page, enabled = true }: { page: number } & Enabled) =>
  queryOptions({
    queryKey: [...adminKeys.newsletter(), { page }] as const,
    queryFn: () => api(newsletterContract.adminList, { query: { page, pageSize: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    enabled,
  });

// ---- Calls the dashboard's mutations make (the page wires them to toasts and cache invalidation) ----

export const adminCalls = {
  createUser: (body: AdminUserCreateValues) => api(adminContract.createUser, { body }),
  updateUser: ({ id, body }: { id: string; body: AdminUserUpdateValues }) => api(adminContract.updateUser, { params: { id }, body }),
  setUserRole: ({ id, role }: { id: string; role: Role }) => api(adminContract.setUserRole, { params: { userId: id }, body: { role } }),
  deleteUser: (id: string) => api(adminContract.deleteUser, { params: { id } }),
  updateSettings: (body: AdminSettingsValues) => api(adminContract.updateSettings, { body }),
  markMessageRead: ({ id, read }: { id: number; read: boolean }) => api(contactContract.adminMarkRead, { params: { id }, body: { read } }),
  /** `POST /api/admin/images` with the file as multipart. */
  uploadImage: (file: File) => uploadImage(adminContract.uploadImage, file),
};

