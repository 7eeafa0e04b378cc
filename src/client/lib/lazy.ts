import { createContext, createElement, lazy as reactLazy, useContext, useState, type ComponentType } from 'react';
import { loadContentPart } from '@shared/content/loader';

/**
 * `React.lazy` with a name, so a server-rendered page can say which lazy parts it drew and the browser
 * can fetch them before adopting it (docs/decisions/015-server-rendering.md). Adopting a part that
 * is not here yet would suspend: Preact then keeps only the part's first element, drops the others
 * and draws them again when the chunk arrives (the page flickers, its largest paint comes late).
 */
type Loader = () => Promise<unknown>;
const registry = new Map<string, Loader>();

/** On the server: collects the names of the lazy parts a page rendered. */
export const RenderedParts = createContext<Set<string> | null>(null);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazy<T extends ComponentType<any>>(name: string, load: () => Promise<{ default: T }>): T {
  let loaded: T | undefined;
  const fetchChunk = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = reactLazy(fetchChunk);
  if (registry.has(name)) throw new Error(`Two lazy parts are named ${name}`);
  registry.set(name, fetchChunk);
  function LazyPart(props: object) {
    useRenderedPart(name);
    // Chosen once per instance: switching component types later would remount the part.
    const [Component] = useState<ComponentType<object>>(() => (loaded ?? Suspending) as ComponentType<object>);
    return createElement(Component, props);
  }
  LazyPart.displayName = `Lazy(${name})`;
  return LazyPart as unknown as T;
}

/** On the server: notes that the page drew a part the browser must load before adopting it. */
export function useRenderedPart(name: string): void {
  useContext(RenderedParts)?.add(name);
}

const loadPart = (name: string) => registry.get(name)?.() ?? loadContentPart(name);

/**
 * Fetches the named parts (those a server-rendered page drew: lazy components and help-page content),
 * so adopting it suspends nowhere.
 */
export async function preloadParts(names: readonly string[]): Promise<void> {
  const unknown: string[] = [];
  await Promise.all(
    names.map((name) => {
      const loading = loadPart(name);
      if (!loading) unknown.push(name);
      return loading;
    }),
  );
  // A help page's content loader is defined in its page's chunk: known once that chunk has run.
  await Promise.all(unknown.map(loadPart));
}
