import { zodResolver } from '@client/lib/zod-resolver';
import { Controller, useForm } from 'react-hook-form';
import { AdminSettingsUpdateSchema, type AdminSettingsUpdate, type AdminSettingsValues } from '@shared/contracts/admin';
import type { Settings } from '@shared/contracts/settings';
import { PAYMENT_METHODS, paymentMethodLabel, type PaymentMethod } from '@shared/domain/payment-methods';
import { isOwnerOnlySetting } from '@shared/domain/settings-policy';
import { Checkbox } from '@client/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { HOME_FIGURES_DEFAULT, HOME_FIGURES_MIN } from '@shared/domain/home-figures';
import { UNPAID_LIMITS } from '@shared/domain/unpaid-orders';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { PasswordInput } from '@client/components/ui/password-input';
import { Separator } from '@client/components/ui/separator';
import { Textarea } from '@client/components/ui/textarea';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { OwnerOnlyHint } from './owner-only-hint';
import { SellerIdentityStatus } from './seller-identity-status';
import { SelectField } from './select-field';
import { DialogFormFooter } from './dialog-form-footer';
import { saveThenClose } from './use-admin-mutation';

export interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: Settings;
  onSave: (values: AdminSettingsUpdate) => Promise<unknown>;
  /** False for an admin who is not the owner: the owner-only settings are shown read-only (and not sent). */
  canChangeOwnerSettings: boolean;
}

/**
 * Spec §2 settings form (docs/contract.md §2 for secrets): the secret key inputs start empty, with the
 * masked key as placeholder; left empty they keep the saved key. Amounts are decimals in DA.
 */
export function SettingsDialog({ open, onOpenChange, settings, onSave, canChangeOwnerSettings }: SettingsDialogProps) {
  const t = useMessages().admin.settings;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t.cancel}>
        <DialogHeader>
          <DialogTitle>{t.dialogTitle}</DialogTitle>
          <DialogDescription>{t.dialogDescription}</DialogDescription>
        </DialogHeader>
        <SettingsForm settings={settings} onSave={onSave} canChangeOwnerSettings={canChangeOwnerSettings} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** What unpaid orders may hold and for how long (docs/contract.md §2), each with its bounds. */
const UNPAID_FIELDS = Object.keys(UNPAID_LIMITS) as (keyof typeof UNPAID_LIMITS)[];

const FIELDS = [
  'siteName',
  'siteDescription',
  'logo',
  'favicon',
  'stripePublishableKey',
  'stripeSecretKey',
  'stripeWebhookSecret',
  'chargilySecretKey',
  'primaryColor',
  'secondaryColor',
  'minFreeShipping',
  'shippingFee',
  'paymentMethods',
  'defaultPaymentMethod',
  'bankName',
  'bankAccountHolder',
  'bankRib',
  'ccpNumber',
  'ccpKey',
  'ccpHolder',
  'homeFiguresFrom',
  'contactPhone',
  'whatsappNumber',
  'contactEmail',
  'sellerName',
  'sellerAddress',
  'sellerRc',
  'sellerNif',
  ...UNPAID_FIELDS,
  'codConfirmAttempts',
  'codConfirmDays',
  'newWilayasFrom',
] as const;

type NumberField = 'homeFiguresFrom' | 'codConfirmAttempts' | 'codConfirmDays' | (typeof UNPAID_FIELDS)[number];
type TextField = Exclude<(typeof FIELDS)[number], 'paymentMethods' | 'defaultPaymentMethod' | NumberField>;

function SettingsForm({
  settings,
  onSave,
  canChangeOwnerSettings,
  onDone,
}: Pick<SettingsDialogProps, 'settings' | 'onSave' | 'canChangeOwnerSettings'> & { onDone: () => void }) {
  const tr = useTranslator();
  /** Disabled fields are shown but left out of what is sent. */
  const locked = (name: string) => !canChangeOwnerSettings && isOwnerOnlySetting(name);
  const m = tr.m;
  const t = m.admin.settings;
  const methodLabel = (p: PaymentMethod) => paymentMethodLabel(p, m);
  const form = useForm<AdminSettingsValues, unknown, AdminSettingsUpdate>({
    resolver: zodResolver(AdminSettingsUpdateSchema),
    defaultValues: {
      siteName: settings.siteName,
      siteDescription: settings.siteDescription,
      logo: settings.logo,
      favicon: settings.favicon,
      stripePublishableKey: settings.stripePublishableKey,
      stripeSecretKey: '',
      stripeWebhookSecret: '',
      chargilySecretKey: '',
      primaryColor: settings.primaryColor,
      secondaryColor: settings.secondaryColor,
      minFreeShipping: settings.minFreeShipping,
      shippingFee: settings.shippingFee,
      paymentMethods: settings.paymentMethods.filter((p): p is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(p)),
      defaultPaymentMethod: settings.defaultPaymentMethod as PaymentMethod,
      bankName: settings.bankName ?? '',
      bankAccountHolder: settings.bankAccountHolder ?? '',
      bankRib: settings.bankRib ?? '',
      ccpNumber: settings.ccpNumber ?? '',
      ccpKey: settings.ccpKey ?? '',
      ccpHolder: settings.ccpHolder ?? '',
      homeFiguresFrom: settings.homeFiguresFrom ?? HOME_FIGURES_DEFAULT,
      contactPhone: settings.contactPhone ?? '',
      whatsappNumber: settings.whatsappNumber ?? '',
      contactEmail: settings.contactEmail ?? '',
      sellerName: settings.sellerName ?? '',
      sellerAddress: settings.sellerAddress ?? '',
      sellerRc: settings.sellerRc ?? '',
      sellerNif: settings.sellerNif ?? '',
      ...Object.fromEntries(UNPAID_FIELDS.map((key) => [key, settings[key] ?? UNPAID_LIMITS[key].default])),
      codConfirmAttempts: settings.codConfirmAttempts ?? 3,
      codConfirmDays: settings.codConfirmDays ?? 2,
      newWilayasFrom: settings.newWilayasFrom ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(saveThenClose(onSave, onDone, FIELDS, form.setError as never));

  const field = (name: TextField, label: string, props: React.ComponentProps<typeof Input> = {}, description?: string) => (
    <FormField label={label} id={`settings-${name}`} error={errors[name]?.message} description={description}>
      <Input autoComplete="off" {...props} {...form.register(name, { disabled: locked(name) })} />
    </FormField>
  );
  const secret = (name: 'stripeSecretKey' | 'stripeWebhookSecret' | 'chargilySecretKey', label: string) => (
    <FormField label={label} id={`settings-${name}`} error={errors[name]?.message} description={t.secretHint}>
      <PasswordInput
        autoComplete="off"
        placeholder={settings[name] || t.notConfigured}
        showLabel={m.common.show}
        hideLabel={m.common.hide}
        {...form.register(name, { disabled: locked(name) })}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t.dialogTitle}>
      <h3 className="font-semibold">{t.general}</h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {field('siteName', t.siteName)}
        {field('logo', t.logo, { inputMode: 'url', placeholder: 'https://…' })}
        {field('favicon', t.favicon, { inputMode: 'url', placeholder: 'https://…' })}
      </div>
      <FormField label={t.siteDescription} id="settings-siteDescription" error={errors.siteDescription?.message}>
        <Textarea rows={2} {...form.register('siteDescription')} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {field('contactPhone', t.contactPhone, { type: 'tel', inputMode: 'tel', placeholder: '021 23 45 67', dir: 'ltr' }, t.contactPhoneHint)}
        {field('whatsappNumber', t.whatsappNumber, { type: 'tel', inputMode: 'tel', placeholder: '0661 23 45 67', dir: 'ltr' }, t.whatsappNumberHint)}
        {field('contactEmail', t.contactEmail, { type: 'email', inputMode: 'email', dir: 'ltr' }, t.contactEmailHint)}
      </div>
      <FormField label={t.homeFiguresFrom} id="settings-homeFiguresFrom" error={errors.homeFiguresFrom?.message} description={t.homeFiguresFromHint}>
        <Input type="number" inputMode="numeric" min={HOME_FIGURES_MIN} step={1} className="max-w-40" {...form.register('homeFiguresFrom', { valueAsNumber: true })} />
      </FormField>

      <Separator />
      <h3 className="font-semibold">{t.sellerSection}</h3>
      <p className="text-sm text-muted-foreground">{t.sellerSectionHint}</p>
      {!canChangeOwnerSettings && <OwnerOnlyHint />}
      <SellerIdentityStatus settings={settings} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {field('sellerName', t.sellerName)}
        {field('sellerAddress', t.sellerAddress)}
        {field('sellerRc', t.sellerRc, { placeholder: '16/00-1234567 B 18', dir: 'ltr' })}
        {field('sellerNif', t.sellerNif, { inputMode: 'numeric', placeholder: '000016001234567', dir: 'ltr' })}
      </div>

      <Separator />
      <h3 className="font-semibold">{t.payment}</h3>
      {!canChangeOwnerSettings && <OwnerOnlyHint />}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {field('stripePublishableKey', t.stripePublishableKey, { placeholder: 'pk_live_…' })}
        {secret('stripeSecretKey', t.stripeSecretKey)}
        {secret('stripeWebhookSecret', t.stripeWebhookSecret)}
        {secret('chargilySecretKey', t.chargilySecretKey)}
        <Controller
          control={form.control}
          name="defaultPaymentMethod"
          disabled={locked('defaultPaymentMethod')}
          render={({ field: f }) => (
            <SelectField
              id="settings-defaultPaymentMethod"
              label={t.defaultPaymentMethod}
              value={f.value ?? settings.defaultPaymentMethod}
              onChange={f.onChange}
              disabled={f.disabled}
              options={PAYMENT_METHODS.map((p) => ({ value: p, label: methodLabel(p) }))}
              error={errors.defaultPaymentMethod?.message}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="paymentMethods"
        disabled={locked('paymentMethods')}
        render={({ field: f }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t.paymentMethods}</legend>
            {PAYMENT_METHODS.map((p) => (
              <div key={p} className="flex items-center gap-2">
                <Checkbox
                  id={`settings-method-${p}`}
                  checked={(f.disabled ? settings.paymentMethods : f.value)?.includes(p) ?? false}
                  disabled={f.disabled}
                  onCheckedChange={(checked) => {
                    const current = f.value ?? [];
                    f.onChange(checked ? PAYMENT_METHODS.filter((x) => x === p || current.includes(x)) : current.filter((x) => x !== p));
                  }}
                />
                <Label htmlFor={`settings-method-${p}`}>{methodLabel(p)}</Label>
                {settings.paymentMethodProblems?.[p] ? (
                  <span className="text-xs text-muted-foreground" data-testid={`method-problem-${p}`}>
                    ({t.methodNotReady} {settings.paymentMethodProblems[p]})
                  </span>
                ) : null}
              </div>
            ))}
            {errors.paymentMethods?.message ? (
              <p role="alert" className="text-sm text-destructive">
                {tr.text(errors.paymentMethods.message)}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {field('bankName', t.bankName)}
        {field('bankAccountHolder', t.bankAccountHolder)}
        {field('bankRib', t.bankRib)}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {field('ccpNumber', t.ccpNumber, { inputMode: 'numeric', placeholder: '0012345678', dir: 'ltr' })}
        {field('ccpKey', t.ccpKey, { inputMode: 'numeric', placeholder: '42', maxLength: 2, dir: 'ltr' })}
        {field('ccpHolder', t.ccpHolder)}
      </div>

      <Separator />
      <h3 className="font-semibold">{m.trust.unpaid.settingsSection}</h3>
      <p className="text-sm text-muted-foreground">{m.trust.unpaid.settingsSectionHint}</p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {UNPAID_FIELDS.map((key) => (
          <FormField key={key} label={t[key]} id={`settings-${key}`} error={errors[key]?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={UNPAID_LIMITS[key].min}
              max={UNPAID_LIMITS[key].max}
              step={1}
              className="max-w-40"
              {...form.register(key, { valueAsNumber: true })}
            />
          </FormField>
        ))}
      </div>

      <Separator />
      <h3 className="font-semibold">{t.codSection}</h3>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {(['codConfirmAttempts', 'codConfirmDays'] as const).map((key) => (
          <FormField key={key} label={t[key]} id={`settings-${key}`} error={errors[key]?.message}>
            <Input type="number" inputMode="numeric" min={key === 'codConfirmDays' ? 0 : 1} step={1} className="max-w-40" {...form.register(key, { valueAsNumber: true })} />
          </FormField>
        ))}
        {field('newWilayasFrom', t.newWilayasFrom, { type: 'date', dir: 'ltr' })}
      </div>

      <Separator />
      <h3 className="font-semibold">{t.theme}</h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {field('primaryColor', t.primaryColor, { placeholder: '#22c55e' })}
        {field('secondaryColor', t.secondaryColor, { placeholder: '#64748b' })}
      </div>

      <Separator />
      <h3 className="font-semibold">{t.shipping}</h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {field('minFreeShipping', t.minFreeShipping, { inputMode: 'decimal', placeholder: '5000' }, t.amountHint)}
        {field('shippingFee', t.shippingFee, { inputMode: 'decimal', placeholder: '400' }, t.amountHint)}
      </div>

      <DialogFormFooter submit={t.saveSettings} busy={isSubmitting} onCancel={onDone} cancel={t.cancel} />
    </form>
  );
}
