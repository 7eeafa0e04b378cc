import { buildPath } from '@shared/contracts/http';
import { identifyContract, IdentifyNotRecognisedSchema, type IdentifyNotRecognised, type IdentifyResponse } from '@shared/contracts/identify';
import { ApiError } from '@client/lib/api-client';

// Apart from api.ts: the 422 answer is checked with its zod schema, and only the identifier (a chunk
// loaded on demand) uploads; the home page's hooks in api.ts stay free of zod.

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
