import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildPath } from '@shared/contracts/http';
import {
  identifyContract,
  IdentifyNotRecognisedSchema,
  type IdentifyNotRecognised,
  type IdentifyResponse,
} from '@shared/contracts/identify';
import { api, ApiError } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';

export const identifySamplesQueryOptions = () =>
  queryOptions({ queryKey: ['identify', 'samples'] as const, queryFn: () => api(identifyContract.samples) });

export const myPlantsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['identify', 'my-plants', userId] as const, queryFn: () => api(identifyContract.myPlants) });

export function useIdentifySamples() {
  return useQuery(identifySamplesQueryOptions());
}

export const identifyEnginesQueryOptions = () =>
  queryOptions({ queryKey: ['identify', 'engines'] as const, queryFn: () => api(identifyContract.engines), staleTime: 60_000 });

/**
 * Whether an online engine (Pl@ntNet, Plant.id, a vision model) answers first: the spec's promise
 * of "over 10000 species" is true only then (docs/decisions 007). False until known.
 */
export function useIdentifiesOnline(): boolean {
  const engines = useQuery(identifyEnginesQueryOptions());
  return !!engines.data && engines.data.chain[0]?.offline === false;
}

export function useIdentifySubtitle(): string {
  const t = useMessages().identify;
  return useIdentifiesOnline() ? t.subtitle : t.subtitleOffline;
}

/** 422 "could not recognise": the engine that looked and the shop's plants that look similar. */
export class NotRecognisedError extends ApiError {
  constructor(readonly body: IdentifyNotRecognised) {
    super(422, body.message);
    this.name = 'NotRecognisedError';
  }
}

/**
 * POST /api/identify-plant as multipart (field `image`), through XMLHttpRequest: fetch cannot report
 * upload progress, and on a slow mobile connection the progress bar is what tells people it works.
 */
export function uploadForIdentification(image: Blob, filename: string, onProgress: (percent: number) => void): Promise<IdentifyResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(identifyContract.identify.method, buildPath(identifyContract.identify.path));
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const text = String(xhr.responseText ?? '');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as IdentifyResponse);
      const notRecognised = xhr.status === 422 ? IdentifyNotRecognisedSchema.safeParse(body) : undefined;
      if (notRecognised?.success) return reject(new NotRecognisedError(notRecognised.data));
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(new ApiError(xhr.status, typeof message === 'string' ? message : `${xhr.status}: ${text || xhr.statusText}`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    const form = new FormData();
    form.append('image', image, filename);
    xhr.send(form);
  });
}

export function useSaveIdentification(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(identifyContract.save, { params: { id } }),
    onSuccess: () => {
      if (userId) void queryClient.invalidateQueries({ queryKey: myPlantsQueryOptions(userId).queryKey });
    },
  });
}

export function useUnsaveIdentification(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(identifyContract.unsave, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPlantsQueryOptions(userId).queryKey }),
  });
}
