import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

// Listened for as soon as the layout's code runs: the browser offers once, possibly before any
// button is drawn. Browsers without the event (Safari: Share → Add to Home Screen) never show the button.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** The browser's install offer, when it makes one; `install()` shows the browser's own dialog (once). */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => offer !== null,
    () => false,
  );
  const install = async () => {
    const current = offer;
    if (!current) return;
    offer = null;
    changed();
    await current.prompt();
  };
  return { canInstall, install };
}
