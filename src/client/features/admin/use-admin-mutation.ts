import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';
import { redirectSoon } from '@client/lib/redirect';
import { adminKeys } from './api';

export interface AdminMutationOptions<TInput, TResult> {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** Lists to refetch after success (spec §4: "on success … the list refetches"); the stats always are. */
  invalidate: readonly QueryKey[];
  /** Spec §8 success toast title ('Plant Saved'…). */
  success: string | ((result: TResult, input: TInput) => string);
  /** Spec §8 failure toast: title ('Save Failed') and text ('Failed to save plant.'). */
  failure: { title: string; text: string };
  onSuccess?: (result: TResult, input: TInput) => void;
  onError?: (error: Error, input: TInput) => void;
}

/**
 * A dashboard mutation with the spec's feedback (§8): a success toast and a refetch of the lists it
 * touches; on 401 the 'logged out' toast and /api/login after 500 ms; otherwise a destructive toast
 * with the spec's text, followed by the server's reason when it gave one (a 409, a field error).
 */
export function useAdminMutation<TInput, TResult>(options: AdminMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  const t = useMessages().admin;
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result, input) => {
      toast({ title: typeof options.success === 'function' ? options.success(result, input) : options.success });
      options.onSuccess?.(result, input);
      await Promise.all(
        [adminKeys.stats(), ...options.invalidate].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error, input) => {
      if (error instanceof ApiError && error.isUnauthorized) {
        toast({ variant: 'destructive', title: t.common.unauthorized, description: t.common.unauthorizedText });
        redirectSoon('/api/login');
        return;
      }
      const reason = error instanceof ApiError && error.status < 500 ? error.message : undefined;
      toast({
        variant: 'destructive',
        title: options.failure.title,
        description: reason && reason !== options.failure.text ? `${options.failure.text} ${reason}` : options.failure.text,
      });
      options.onError?.(error, input);
    },
  });
}

/** Puts a 400's field errors back on the form's fields (the ones it has). */
export function applyFieldErrors(error: Error, fields: readonly string[], setError: (field: never, e: { message: string }) => void) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) setError(field as never, { message });
  }
}

/**
 * A dialog form's submit, for `form.handleSubmit`: saves, then closes the dialog; a refusal puts the
 * server's field errors back on the form's `fields` (the mutation's toast says the rest).
 */
export function saveThenClose<TValues>(
  onSave: (values: TValues) => Promise<unknown>,
  onDone: () => void,
  fields: readonly string[],
  setError: (field: never, e: { message: string }) => void,
) {
  return async (values: TValues) => {
    try {
      await onSave(values);
      onDone();
    } catch (err) {
      applyFieldErrors(err as Error, fields, setError);
    }
  };
}
