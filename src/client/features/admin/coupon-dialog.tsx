import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { CouponFormSchema, type Coupon, type CouponInput } from '@shared/contracts/coupons';
import { addDays, shopDay } from '@shared/domain/analytics';
import { COUPON_KINDS, type CouponKind } from '@shared/domain/discounts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { useMessages } from '@client/lib/i18n';
import { zodResolver } from '@client/lib/zod-resolver';
import { SelectField } from './select-field';
import { DialogFormFooter } from './dialog-form-footer';
import { saveThenClose } from './use-admin-mutation';

/**
 * What the owner types: the schema's fields as text, the dates as shop days (a code runs from the start
 * day's midnight in Algiers to the end of its end day), the limits empty for none.
 */
export interface CouponFormText {
  code: string;
  kind: CouponKind;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  firstOrderOnly: boolean;
  active: boolean;
}

const FIELDS = ['code', 'kind', 'value', 'minSubtotal', 'startsAt', 'endsAt', 'maxUses', 'maxUsesPerCustomer'] as const;

/** The shop's midnight starting `day`, with its offset (Algeria keeps UTC+1 all year). */
const midnight = (day: string) => `${day}T00:00:00+01:00`;
const limit = (text: string) => (text.trim() === '' ? '' : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/** The typed form as the schema reads it. */
export const couponInputOf = (f: CouponFormText) => ({
  code: f.code,
  kind: f.kind,
  value: f.kind === 'free_shipping' ? null : f.value,
  minSubtotal: f.minSubtotal,
  startsAt: f.startsAt ? midnight(f.startsAt) : '',
  // Through the end day: the code stops at the next midnight.
  endsAt: f.endsAt ? midnight(addDays(f.endsAt, 1)) : '',
  maxUses: limit(f.maxUses),
  maxUsesPerCustomer: limit(f.maxUsesPerCustomer),
  firstOrderOnly: f.firstOrderOnly,
  active: f.active,
});

/** A stored code as the form shows it. */
export const couponFormOf = (c: Coupon | null): CouponFormText => ({
  code: c?.code ?? '',
  kind: c?.kind ?? 'percent',
  value: c && c.kind !== 'free_shipping' ? c.value : '',
  minSubtotal: c && c.minSubtotal !== '0.00' ? c.minSubtotal : '',
  startsAt: c?.startsAt ? shopDay(new Date(c.startsAt)) : '',
  endsAt: c?.endsAt ? shopDay(new Date(Date.parse(c.endsAt) - 1)) : '',
  maxUses: c?.maxUses?.toString() ?? '',
  maxUsesPerCustomer: c?.maxUsesPerCustomer?.toString() ?? '',
  firstOrderOnly: c?.firstOrderOnly ?? false,
  active: c?.active ?? true,
});

/** The server's schema over what was typed, its messages on the typed fields. */
const couponResolver: Resolver<CouponFormText, unknown, CouponInput> = (values, context, options) =>
  zodResolver(CouponFormSchema)(couponInputOf(values) as never, context, options as never) as never;

export interface CouponDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The code to edit; null for a new one. */
  coupon: Coupon | null;
  onSave: (values: CouponInput) => Promise<unknown>;
}

/** A discount code's form (docs/contract.md §8): its kind and amount, when and how often it applies. */
export function CouponDialog({ open, onOpenChange, coupon, onSave }: CouponDialogProps) {
  const m = useMessages().admin;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={m.common.cancel}>
        <DialogHeader>
          <DialogTitle>{coupon ? m.promotions.editTitle : m.promotions.createTitle}</DialogTitle>
          <DialogDescription>{m.promotions.subtitle}</DialogDescription>
        </DialogHeader>
        <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onSave={onSave} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CouponForm({ coupon, onSave, onDone }: { coupon: Coupon | null; onSave: CouponDialogProps['onSave']; onDone: () => void }) {
  const m = useMessages().admin;
  const t = m.promotions;
  const form = useForm<CouponFormText, unknown, CouponInput>({ resolver: couponResolver, defaultValues: couponFormOf(coupon) });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(saveThenClose(onSave, onDone, FIELDS, form.setError as never));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={coupon ? t.editTitle : t.createTitle}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.code} id="coupon-code" error={errors.code?.message}>
          <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} dir="ltr" maxLength={32} {...form.register('code')} />
        </FormField>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <SelectField
              id="coupon-kind"
              label={t.kind}
              value={field.value}
              onChange={(v) => field.onChange(v as CouponKind)}
              options={COUPON_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
              error={errors.kind?.message}
            />
          )}
        />
      </div>
      {kind !== 'free_shipping' ? (
        <FormField label={t.value} id="coupon-value" error={errors.value?.message} description={t.valueHint}>
          <Input inputMode="decimal" autoComplete="off" dir="ltr" {...form.register('value')} />
        </FormField>
      ) : null}
      <FormField label={t.minSubtotal} id="coupon-minSubtotal" error={errors.minSubtotal?.message}>
        <Input inputMode="decimal" autoComplete="off" dir="ltr" {...form.register('minSubtotal')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.startsAt} id="coupon-startsAt" error={errors.startsAt?.message}>
          <Input type="date" {...form.register('startsAt')} />
        </FormField>
        <FormField label={t.endsAt} id="coupon-endsAt" error={errors.endsAt?.message}>
          <Input type="date" {...form.register('endsAt')} />
        </FormField>
        <FormField label={t.maxUses} id="coupon-maxUses" error={errors.maxUses?.message}>
          <Input inputMode="numeric" autoComplete="off" dir="ltr" placeholder={t.noLimit} {...form.register('maxUses')} />
        </FormField>
        <FormField label={t.maxUsesPerCustomer} id="coupon-maxUsesPerCustomer" error={errors.maxUsesPerCustomer?.message}>
          <Input inputMode="numeric" autoComplete="off" dir="ltr" placeholder={t.noLimit} {...form.register('maxUsesPerCustomer')} />
        </FormField>
      </div>
      {(['firstOrderOnly', 'active'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id={`coupon-${name}`} checked={field.value} onCheckedChange={field.onChange} />
              <Label htmlFor={`coupon-${name}`}>{t[name]}</Label>
            </div>
          )}
        />
      ))}
      <DialogFormFooter submit={t.save} busy={isSubmitting} onCancel={onDone} cancel={t.cancel} />
    </form>
  );
}
