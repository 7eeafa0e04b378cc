import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellIcon, BellOffIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { careContract } from '@shared/contracts/care';
import { SW_URL } from '@shared/offline';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { api } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';

const subscriptionsQuery = (userId: string) => ({ queryKey: ['care', 'subscriptions', userId] as const, queryFn: () => api(careContract.subscriptions) });

const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? (await navigator.serviceWorker.register(SW_URL, { scope: '/' }));
}

/**
 * Reminders on this device (docs/contract.md §10): the browser's permission, a Web Push subscription with the
 * server's VAPID key, kept by POST /api/care/subscriptions; turned off here or from the notification.
 */
export function CareReminders({ userId }: { userId: string; weeklyEmail: boolean }) {
  const r = useMessages().care.reminders;
  const queryClient = useQueryClient();
  // My Plants renders in the browser only (route manifest: render 'browser'): the APIs can be read at once.
  const [supported] = useState(pushSupported);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(() => pushSupported() && Notification.permission === 'denied');
  const subscriptions = useQuery({ ...subscriptionsQuery(userId), enabled: supported === true });

  useEffect(() => {
    if (!supported) return;
    void navigator.serviceWorker
      .getRegistration('/')
      .then((reg) => reg?.pushManager.getSubscription())
      .then((sub) => setEndpoint(sub?.endpoint ?? null))
      .catch(() => undefined);
  }, [supported]);

  const mine = subscriptions.data?.find((s) => s.endpoint === endpoint);
  const refresh = () => queryClient.invalidateQueries({ queryKey: subscriptionsQuery(userId).queryKey });

  const enable = async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setDenied(permission === 'denied');
        return;
      }
      const reg = await registration();
      await navigator.serviceWorker.ready;
      const { publicKey } = await api(careContract.vapidKey);
      const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await api(careContract.subscribe, { body: { endpoint: json.endpoint, keys: json.keys } });
      setEndpoint(json.endpoint);
      await refresh();
      toast({ title: r.enabled });
    } catch {
      toast({ variant: 'destructive', title: r.unsupported });
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    if (!mine) return;
    setBusy(true);
    try {
      await api(careContract.unsubscribe, { params: { id: mine.id } });
      const sub = await (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription();
      await sub?.unsubscribe();
      setEndpoint(null);
      await refresh();
      toast({ title: r.unsubscribed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="care-reminders">
      <CardContent className="space-y-2 p-4 text-sm">
        <h2 className="font-semibold">{r.title}</h2>
        <p className="text-muted-foreground">{r.text}</p>
        {supported === false ? (
          <p>{r.unsupported}</p>
        ) : denied ? (
          <p>{r.denied}</p>
        ) : mine ? (
          <>
            <p data-testid="reminders-on">{r.enabled}</p>
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void disable()}>
              <BellOffIcon aria-hidden /> {r.disable}
            </Button>
          </>
        ) : (
          <Button type="button" size="sm" disabled={busy} onClick={() => void enable()}>
            <BellIcon aria-hidden /> {r.enable}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
