import { useState } from 'react';
import { zodResolver } from '@client/lib/zod-resolver';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckIcon, CopyIcon, FlaskConicalIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import {
  COURIER_FIELDS,
  shipmentsContract,
  UpdateCourierSettingsSchema,
  type CourierAccount,
  type CourierSettings,
  type UpdateCourierSettingsInput,
} from '@shared/contracts/shipments';
import { WILAYAS } from '@shared/domain/wilayas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { api } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { useCurrentUser } from '../auth/api';
import { adminKeys, courierSettingsQueryOptions } from './api';
import { OwnerOnlyHint } from './owner-only-hint';
import { SelectField } from './select-field';
import { SettingsCard } from './settings-card';
import { applyFieldErrors, useAdminMutation } from './use-admin-mutation';

type Values = UpdateCourierSettingsInput;
type Name = keyof Values;
const NAMES: readonly Name[] = ['shipFromWilaya', ...Object.values(COURIER_FIELDS).flatMap((fields) => fields.map((f) => f.name))];
const WILAYA_OPTIONS = WILAYAS.map((w) => ({ value: String(w.code), label: `${w.code} · ${w.name}` }));

/** What the form starts from: the addresses and ids in force, secrets empty (their masks are placeholders). */
function valuesOf(settings: CourierSettings): Values {
  const values: Values = { shipFromWilaya: settings.shipFromWilaya };
  for (const courier of settings.couriers) {
    for (const field of COURIER_FIELDS[courier.id]) values[field.name] = field.secret ? '' : (courier.fields[field.name] ?? '');
  }
  return values;
}

/**
 * Settings → Couriers (issue 24, decision 018): per courier family its API address, ids and keys
 * (secrets masked; a value saved here wins over the server's environment; an empty secret keeps the
 * saved one), whether it can take parcels, the webhook address to register at the courier and Test,
 * which calls the courier with the saved keys and shows its answer. The keys are the owner's
 * (decisions.md §2): other admins read them, and may test them.
 */
export function CourierSettingsCard({ active }: { active: boolean }) {
  const t = useMessages().admin.couriers;
  const query = useQuery(courierSettingsQueryOptions({ enabled: active }));
  return (
    <SettingsCard title={t.title} description={t.intro} testId="courier-settings">
      {query.data && <CouriersForm settings={query.data} />}
    </SettingsCard>
  );
}

function CouriersForm({ settings }: { settings: CourierSettings }) {
  const m = useMessages();
  const t = m.admin.couriers;
  const readOnly = !useCurrentUser().user?.isOwner;
  const form = useForm<Values>({ resolver: zodResolver(UpdateCourierSettingsSchema), defaultValues: valuesOf(settings) });
  const save = useAdminMutation({
    mutationFn: (body: Values) => api(shipmentsContract.updateSettings, { body }),
    invalidate: [adminKeys.couriers()],
    success: t.saved,
    failure: { title: m.admin.failures.updateFailed, text: t.saveFailed },
    onSuccess: (saved) => form.reset(valuesOf(saved)),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    // Only what the owner changed: an address sent back as shown is no change, an untouched secret stays.
    const { dirtyFields } = form.formState;
    const body = Object.fromEntries(NAMES.filter((name) => dirtyFields[name]).map((name) => [name, values[name]]));
    try {
      await save.mutateAsync(body);
    } catch (err) {
      applyFieldErrors(err as Error, NAMES, form.setError as never);
    }
  });
  const { errors, isDirty } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t.title}>
      {readOnly && <OwnerOnlyHint />}
      <Controller
        control={form.control}
        name="shipFromWilaya"
        render={({ field }) => (
          <SelectField
            id="courier-shipFromWilaya"
            className="sm:max-w-xs"
            label={t.shipFromWilaya}
            value={field.value ?? ''}
            onChange={field.onChange}
            options={WILAYA_OPTIONS}
            error={errors.shipFromWilaya?.message}
            disabled={readOnly}
          />
        )}
      />
      {settings.couriers.map((courier) => (
        <fieldset key={courier.id} className="grid gap-4 rounded-md border p-4" data-testid={`courier-${courier.id}`}>
          <legend className="flex items-center gap-2 px-1 text-sm font-medium">
            {courier.label}
            <Badge variant={courier.configured ? 'default' : 'outline'} data-testid="courier-configured">
              {courier.configured ? t.configured : t.notConfigured}
            </Badge>
          </legend>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            {COURIER_FIELDS[courier.id].map(({ name, secret }) => (
              <FormField key={name} label={t.fields[name]} id={`courier-${name}`} error={errors[name]?.message} description={secret ? t.keepSecret : undefined}>
                {secret ? (
                  <PasswordInput
                    autoComplete="off"
                    placeholder={courier.fields[name] || t.notConfigured}
                    showLabel={m.common.show}
                    hideLabel={m.common.hide}
                    {...form.register(name, { disabled: readOnly })}
                  />
                ) : (
                  <Input autoComplete="off" dir="ltr" {...form.register(name, { disabled: readOnly })} />
                )}
              </FormField>
            ))}
          </div>
          {courier.webhookUrl ? <WebhookAddress courier={courier} url={courier.webhookUrl} /> : null}
          {/* New keys saved: the last answer no longer says anything about them. */}
          <CourierTest key={JSON.stringify(courier.fields)} courier={courier} unsaved={isDirty && !readOnly} />
        </fieldset>
      ))}
      {!readOnly && (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? m.admin.common.saving : t.save}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The address to paste in the courier's dashboard, with a copy button. */
function WebhookAddress({ courier, url }: { courier: CourierAccount; url: string }) {
  const t = useMessages().admin.couriers;
  const [copied, setCopied] = useState(false);
  const id = `courier-${courier.id}-webhook`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for the owner to copy.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <FormField label={t.webhookUrl} id={id} description={t.webhookHint}>
      <div className="flex gap-2">
        <Input readOnly value={url} dir="ltr" className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} data-testid="courier-webhook-url" />
        <Button type="button" variant="outline" onClick={copy} aria-label={interpolate(t.copyLabel, { courier: courier.label })}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? t.copied : t.copy}
        </Button>
      </div>
    </FormField>
  );
}

/** Test: the courier called with the saved keys; its answer (or refusal) in plain words. */
function CourierTest({ courier, unsaved }: { courier: CourierAccount; unsaved: boolean }) {
  const t = useMessages().admin.couriers;
  const test = useMutation({ mutationFn: () => api(shipmentsContract.test, { params: { id: courier.id } }) });
  const answer = test.isSuccess ? interpolate(t.testOk, { courier: courier.label }) : test.isError ? test.error.message : unsaved ? t.saveFirst : null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" disabled={test.isPending} onClick={() => test.mutate()} title={t.testHint}>
        <FlaskConicalIcon aria-hidden />
        {test.isPending ? t.testing : t.test}
      </Button>
      {answer ? (
        <p role="status" className={test.isError ? 'text-sm text-destructive' : 'text-sm'} data-testid="courier-test-result" data-ok={test.isSuccess || undefined}>
          {answer}
        </p>
      ) : null}
    </div>
  );
}
