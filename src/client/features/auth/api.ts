import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { authContract, type LoginInput, type ProfileUpdateSchema, type SignupInput } from '@shared/contracts/auth';
import { SESSION_HINT_COOKIE } from '@shared/session-hint';
import { api } from '@client/lib/api-client';

/**
 * True when this browser has signed in (a readable hint cookie beside the HttpOnly session). On the
 * server (rendering a page) the request's own cookies decide: always true, so it asks.
 */
const hasSessionHint = () => typeof document === 'undefined' || document.cookie.split(';').some((c) => c.trim() === `${SESSION_HINT_COOKIE}=1`);

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'user'] as const,
    // A visitor gets 401: that is "signed out", not an error to retry (spec §4). Without the session
    // hint there is no session to ask about: no request, no 401 in the console.
    queryFn: async () => {
      if (!hasSessionHint()) return null;
      try {
        return await api(authContract.currentUser);
      } catch (err) {
        if (err instanceof Error && 'status' in err && (err as { status: number }).status === 401) return null;
        throw err;
      }
    },
    retry: false,
  });

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: !!user, isAdmin: user?.role === 'admin' };
}

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginInput) => api(authContract.login, { body }) });
}

export function useSignup() {
  return useMutation({ mutationFn: (body: SignupInput) => api(authContract.signup, { body }) });
}

export function useLogout() {
  return useMutation({ mutationFn: () => api(authContract.logout) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ProfileUpdateSchema>) => api(authContract.updateProfile, { body }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
