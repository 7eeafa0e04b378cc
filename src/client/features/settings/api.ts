import { queryOptions } from '@tanstack/react-query';
import { settingsContract } from '@shared/contracts/settings';
import { api } from '@client/lib/api-client';

/** Spec §7/§9: the settings are cached 5 minutes. Admins get the same call with their extra fields. */
export const SETTINGS_STALE_MS = 5 * 60_000;

export const settingsKeys = { all: ['settings'] as const };

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: () => api(settingsContract.get),
    staleTime: SETTINGS_STALE_MS,
  });
