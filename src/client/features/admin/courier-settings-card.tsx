import { zodResolver } from '@client/lib/zod-resolver';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FlaskConicalIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { shipmentsContract, UpdateCourierSettingsSchema, type CourierAccount, type CourierSettings, type UpdateCourierSettingsInput } from '@shared/contracts/shipments';
import { COURIERS, courierFields, type CourierFieldDeclaration, type CourierId } from '@shared/domain/couriers';
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
import { CopyField } from './copy-field';

/** The form's values: the sending wilaya and, per courier, its declared fields (`couriers.yalidine.apiToken`). */
interface Values {
  shipFromWilaya: string;
  couriers: Record<CourierId, Record<string, string>>;
}
/** Each input's name, as the form and the server's field errors spell it. */
const fieldPath = (id: CourierId, f: CourierFieldDeclaration) => `couriers.${id}.${f.name}` as const;
const NAMES: readonly string[] = ['shipFromWilaya', ...COURIERS.flatMap((id) => courierFields(id).map((f) => fieldPath(id, f)))];
const WILAYA_OPTIONS = WILAYAS.map((w) => ({ value: String(w.code), label: `${w.code} · ${w.name}` }));

/** What the form starts from: the addresses and ids in force, secrets empty (their masks are placeholders). */
function valuesOf(settings: CourierSettings): Values {
  const couriers = Object.fromEntries(
    settings.couriers.map((courier) => [courier.id, Object.fromEntries(courierFields(courier.id).map((f) => [f.name, f.secret ? '' : (courier.fields[f.name] ?? '')]))]),
  ) as Values['couriers'];
  return { shipFromWilaya: settings.shipFromWilaya, couriers };
}

/** Only what the owner changed (react-hook-form's dirty fields): an address sent back as shown is no change, an untouched secret stays. */
function changesOf(values: Values, dirty: { shipFromWilaya?: boolean; couriers?: Partial<Record<CourierId, Partial<Record<string, boolean>>>> }): UpdateCourierSettingsInput {
  const couriers: Partial<Record<CourierId, Record<string, string>>> = {};
  for (const id of COURIERS) {
    const changed = courierFields(id).filter((f) => dirty.couriers?.[id]?.[f.name]);
    if (changed.length) couriers[id] = Object.fromEntries(changed.map((f) => [f.name, values.couriers[id]?.[f.name] ?? '']));
  }
  return { ...(dirty.shipFromWilaya ? { shipFromWilaya: values.shipFromWilaya } : {}), ...(Object.keys(couriers).length ? { couriers } : {}) };
}

/**
 * Settings → Couriers (issue 24, decision 018): per courier family its API address, ids and keys
 * (secrets masked; a value saved here wins over the server's environment; an empty secret keeps the
 * saved one), whether it can take parcels, the webhook address to register at the courier and Test,
 * which calls the courier with the saved keys and shows its answer. The keys are the owner's
 * (docs/contract.md §2): other admins read them, and may test them.
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
  const form = useForm<Values>({ resolver: zodResolver(UpdateCourierSettingsSchema) as never, defaultValues: valuesOf(settings) });
  const save = useAdminMutation({
    mutationFn: (body: UpdateCourierSettingsInput) => api(shipmentsContract.updateSettings, { body }),
    invalidate: [adminKeys.couriers()],
    success: t.saved,
    failure: { title: m.admin.failures.updateFailed, text: t.saveFailed },
    onSuccess: (saved) => form.reset(valuesOf(saved)),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const body = changesOf(values, form.formState.dirtyFields as never);
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
            {courierFields(courier.id).map((f) => {
              const name = fieldPath(courier.id, f);
              return (
                <FormField
                  key={name}
                  label={t.fields[f.name]}
                  id={`courier-${courier.id}-${f.name}`}
                  error={errors.couriers?.[courier.id]?.[f.name]?.message}
                  description={f.secret ? t.keepSecret : undefined}
                >
                  {f.secret ? (
                    <PasswordInput
                      autoComplete="off"
                      placeholder={courier.fields[f.name] || t.notConfigured}
                      showLabel={m.common.show}
                      hideLabel={m.common.hide}
                      {...form.register(name, { disabled: readOnly })}
                    />
                  ) : (
                    <Input autoComplete="off" dir="ltr" placeholder={f.placeholder ?? f.default} {...form.register(name, { disabled: readOnly })} />
                  )}
                </FormField>
              );
            })}
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
  return (
    <CopyField
      id={`courier-${courier.id}-webhook`}
      label={t.webhookUrl}
      description={t.webhookHint}
      value={url}
      copyLabel={interpolate(t.copyLabel, { courier: courier.label })}
      texts={t}
      testId="courier-webhook-url"
    />
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
