import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellIcon, BellOffIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { careContract } from '@shared/contracts/care';
import { SW_URL } from '@shared/offline';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { toast } from '@client/components/ui/use-toast';
import { useCurrentUser } from '@client/features/auth/api';
import { api } from '@client/lib/api-client';
import { useGardenSettings } from './api';
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
 * The weekly e-mail (docs/decisions/027-plant-care.md), saved at once: a switch beside the device's reminders.
 * An unconfirmed address is told why nothing will come (the shop mails only confirmed addresses).
 */
function WeeklyEmailSwitch({ userId, on }: { userId: string; on: boolean }) {
  const c = useMessages().care;
  const r = c.reminders;
  const { user } = useCurrentUser();
  const save = useGardenSettings(userId);
  const unconfirmed = user?.emailVerified === false;
  return (
    <div className="flex items-start gap-3 border-t pt-3">
      <Switch
        id="care-weekly-email"
        data-testid="weekly-email"
        checked={save.isPending ? !!save.variables?.weeklyEmail : on}
        disabled={save.isPending}
        onCheckedChange={(value) =>
          save.mutate({ weeklyEmail: value }, { onSuccess: () => toast({ title: value ? r.weeklyEmailOn : r.weeklyEmailOff }), onError: () => toast({ variant: 'destructive', title: c.page.failed }) })
        }
        aria-describedby="care-weekly-email-hint"
      />
      <div className="grid gap-1">
        <Label htmlFor="care-weekly-email">{r.weeklyEmail}</Label>
        <p id="care-weekly-email-hint" className={unconfirmed ? 'text-amber-700 dark:text-amber-400' : 'text-muted-foreground'}>
          {unconfirmed ? r.weeklyEmailUnconfirmed : r.weeklyEmailHint}
        </p>
      </div>
    </div>
  );
}

/**
 * Reminders on this device (docs/contract.md §10): the browser's permission, a Web Push subscription with the
 * server's VAPID key, kept by POST /api/care/subscriptions; turned off here or from the notification
 * (its "Stop reminders" action, or a tap that opens this page). Below, the weekly e-mail's switch.
 */
export function CareReminders({ userId, weeklyEmail }: { userId: string; weeklyEmail: boolean }) {
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
        <WeeklyEmailSwitch userId={userId} on={weeklyEmail} />
      </CardContent>
    </Card>
  );
}
