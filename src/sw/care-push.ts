/// <reference lib="webworker" />
/**
 * Plant-care reminders (docs/decisions/027-plant-care.md): shows the notification the server pushed
 * (its words already in the customer's language), opens My Plants on a tap, and "Stop reminders"
 * removes this device's subscription, on the server and in the browser.
 */
declare const self: ServiceWorkerGlobalScope;

interface CarePush {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  subscriptionId: string;
  unsubscribe: string;
}

self.addEventListener('push', (event) => {
  let data: CarePush;
  try {
    data = event.data?.json() as CarePush;
  } catch {
    return;
  }
  if (!data?.title) return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      tag: data.tag,
      lang: data.lang,
      dir: data.dir,
      icon: '/icons/icon-192.png',
      data: { url: data.url, subscriptionId: data.subscriptionId },
      actions: [{ action: 'unsubscribe', title: data.unsubscribe }],
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event) => {
  const { url, subscriptionId } = (event.notification.data ?? {}) as { url?: string; subscriptionId?: string };
  event.notification.close();
  if (event.action === 'unsubscribe') {
    event.waitUntil(
      Promise.all([
        subscriptionId ? fetch(`/api/care/subscriptions/${encodeURIComponent(subscriptionId)}`, { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined) : undefined,
        self.registration.pushManager.getSubscription().then((sub) => sub?.unsubscribe()),
      ]),
    );
    return;
  }
  event.waitUntil(self.clients.openWindow(url?.startsWith('/') ? url : '/my-plants'));
});

export {};
