import { useState } from 'react';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { FlaskConicalIcon } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { conversionsContract, ConversionSettingsUpdateSchema, type ConversionTest, type PlatformSettings } from '@shared/contracts/conversions';
import { isolated } from '@shared/domain/typed-text';
import { AD_PLATFORM_INFO, AD_PLATFORMS, type AdPlatformDeclaration, type AdPlatformId } from '@shared/domain/ad-platforms';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { api } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { zodResolver } from '@client/lib/zod-resolver';
import { useCurrentUser } from '../auth/api';
import { settingsQueryOptions } from '../settings/api';
import { OwnerOnlyHint } from './owner-only-hint';
import { SettingsCard } from './settings-card';
import { applyFieldErrors, useAdminMutation } from './use-admin-mutation';

export const conversionSettingsQueryOptions = () => queryOptions({ queryKey: ['admin', 'conversions'] as const, queryFn: () => api(conversionsContract.settings) });

/**
 * The owner's ad platforms (docs/contract.md §9): per platform its pixel ID, its server API's token
 * (masked, left empty it is kept) and its test events' code, whether orders are told to it, what the
 * queue did lately, and "Send a test event", which says in the platform's own words what it answered.
 */
export function ConversionsCard({ active }: { active: boolean }) {
  const t = useMessages().admin.conversions;
  const query = useQuery({ ...conversionSettingsQueryOptions(), enabled: active });
  return (
    <SettingsCard title={t.title} description={t.intro} testId="conversions">
      {query.data && AD_PLATFORMS.map((id) => <PlatformForm key={id} id={id} settings={query.data[id]} />)}
    </SettingsCard>
  );
}

type Values = Record<string, string | null>;

function PlatformForm({ id, settings }: { id: AdPlatformId; settings: PlatformSettings }) {
  const m = useMessages();
  const t = m.admin.conversions;
  const p: AdPlatformDeclaration = AD_PLATFORM_INFO[id];
  // The accounts are the owner's (settings policy): other admins read them.
  const readOnly = !useCurrentUser().user?.isOwner;
  const [test, setTest] = useState<ConversionTest | null>(null);
  const form = useForm<Values>({
    // The schema is built from the platforms' declarations: its fields are named at run time.
    resolver: zodResolver(ConversionSettingsUpdateSchema) as unknown as Resolver<Values>,
    defaultValues: { [p.pixelField]: settings.pixelId, [p.tokenField]: '', [p.testCodeField]: settings.testEventCode },
  });
  const save = useAdminMutation({
    mutationFn: (body: Values) => api(conversionsContract.updateSettings, { body }),
    invalidate: [conversionSettingsQueryOptions().queryKey, settingsQueryOptions().queryKey],
    success: t.saved,
    failure: { title: m.admin.failures.updateFailed, text: t.saveFailed },
    onSuccess: () => form.reset({ ...form.getValues(), [p.tokenField]: '' }),
  });
  const runTest = useMutation({ mutationFn: () => api(conversionsContract.test, { body: { platform: id } }), onSuccess: setTest });
  const fields = [p.pixelField, p.tokenField, p.testCodeField];
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(err as Error, fields, form.setError as never);
    }
  });
  const error = (name: string) => form.formState.errors[name]?.message;
  const vars = { platform: p.label };
  const q = settings.queue;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0" aria-label={p.label} data-platform={id}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-medium">{p.label}</h4>
        {/* A sentence, not a word: it wraps on a phone (a badge keeps to one line). */}
        <Badge variant={settings.configured ? 'default' : 'outline'} className="shrink whitespace-normal" data-testid={`conversions-${id}-status`}>
          {interpolate(settings.configured ? t.configured : t.notConfigured, vars)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{interpolate(t.queue, { sent: q.sent, pending: q.pending, failed: q.failed, dropped: q.dropped })}</p>
      {readOnly && <OwnerOnlyHint />}
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField label={t.pixelId} id={`conversions-${p.pixelField}`} error={error(p.pixelField)}>
          <Input autoComplete="off" dir="ltr" inputMode={id === 'meta' ? 'numeric' : 'text'} {...form.register(p.pixelField, { disabled: readOnly })} />
        </FormField>
        <FormField label={t.accessToken} id={`conversions-${p.tokenField}`} error={error(p.tokenField)} description={t.keepToken}>
          <PasswordInput
            autoComplete="off"
            dir="ltr"
            placeholder={settings.accessToken || m.admin.settings.notConfigured}
            showLabel={m.common.show}
            hideLabel={m.common.hide}
            {...form.register(p.tokenField, { disabled: readOnly })}
          />
        </FormField>
        <FormField label={t.testEventCode} id={`conversions-${p.testCodeField}`} error={error(p.testCodeField)} description={t.testEventCodeHint}>
          <Input autoComplete="off" dir="ltr" {...form.register(p.testCodeField, { disabled: readOnly })} />
        </FormField>
      </div>
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? m.admin.common.saving : t.save}
          </Button>
          {settings.accessToken && (
            <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => save.mutate({ [p.tokenField]: null })}>
              {t.removeToken}
            </Button>
          )}
          <Button type="button" variant="outline" disabled={runTest.isPending} onClick={() => runTest.mutate()}>
            <FlaskConicalIcon aria-hidden />
            {runTest.isPending ? t.testing : t.test}
          </Button>
        </div>
      )}
      {test && (
        <p role="status" className="text-sm" data-testid={`conversions-${id}-test`}>
          {test.sent ? interpolate(test.accepted ? t.testAccepted : t.testRefused, { ...vars, answer: isolated(test.answer) }) : test.answer}
        </p>
      )}
    </form>
  );
}
