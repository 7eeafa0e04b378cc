import { useQuery } from '@tanstack/react-query';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { settingsQueryOptions } from '@client/features/settings/api';
import { useSettingsMutation } from './queries';

/** A settings change that leaves every other setting as it is (these four are always present after parsing). */
const KEEP_THE_REST = { primaryColor: undefined, secondaryColor: undefined, minFreeShipping: undefined, shippingFee: undefined };

/** An on/off setting shown where it acts (the reviews or the orders tab), saved at once. */
export function SettingSwitch({ name, label, hint, active }: { name: 'publishReviewsAtOnce' | 'notifyNewOrders' | 'expressOrders'; label: string; hint: string; active: boolean }) {
  const settings = useQuery({ ...settingsQueryOptions(), enabled: active });
  const save = useSettingsMutation();
  const id = `setting-${name}`;
  return (
    <div className="flex items-start gap-3">
      <Switch
        id={id}
        checked={settings.data?.[name] ?? false}
        disabled={!settings.data || save.isPending}
        onCheckedChange={(value) => save.mutate({ ...KEEP_THE_REST, [name]: value })}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
