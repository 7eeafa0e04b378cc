import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildPath } from '@shared/contracts/http';
import { identifyContract, type IdentifyResponse } from '@shared/contracts/identify';
import { api, ApiError } from '@client/lib/api-client';

export const identifySamplesQueryOptions = () =>
  queryOptions({ queryKey: ['identify', 'samples'] as const, queryFn: () => api(identifyContract.samples) });

export const myPlantsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['identify', 'my-plants', userId] as const, queryFn: () => api(identifyContract.myPlants) });

export function useIdentifySamples() {
  return useQuery(identifySamplesQueryOptions());
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
