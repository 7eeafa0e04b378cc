import { lazy as reactLazy, type ComponentType } from 'react';

// Chunks requested and not yet arrived. A server-rendered page stays inert until the parts it
// rendered have been adopted, and a lazy part is adopted only once its chunk is here.
const pending = new Set<Promise<unknown>>();

/** `React.lazy`, with the chunk's download tracked for `whenChunksLoaded`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return reactLazy(() => {
    const chunk = load();
    pending.add(chunk);
    const done = () => pending.delete(chunk);
    chunk.then(done, done);
    return chunk;
  });
}

/** Resolves once no chunk is downloading, including chunks the arrived ones asked for. */
export async function whenChunksLoaded(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
