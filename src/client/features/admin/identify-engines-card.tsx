import { useState } from 'react';
import { ENGINE_FIELDS, type EngineFieldDeclaration } from '@shared/domain/identify-engines';
import { zodResolver } from '@client/lib/zod-resolver';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FlaskConicalIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  identifyContract,
  IdentifyEngineSettingsUpdateSchema,
  type IdentifyEngineSettings,
  type IdentifyEngineSettingsUpdate,
  type IdentifyEngineTest,
} from '@shared/contracts/identify';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { api } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { useCurrentUser } from '../auth/api';
import { identifyEnginesQueryOptions } from '../identify/api';
import { OwnerOnlyHint } from './owner-only-hint';
import { SettingsCard } from './settings-card';
import { applyFieldErrors, useAdminMutation } from './use-admin-mutation';

const engineSettingsKey = ['admin', 'identify'] as const;
// Each engine declares its fields (shared/domain/identify-engines.ts): which are secret, in the form's order.
const FIELDS = ENGINE_FIELDS.map((f) => f.name);
type Field = EngineFieldDeclaration['name'];
const SECRETS: readonly Field[] = ENGINE_FIELDS.filter((f) => f.secret).map((f) => f.name);

/**
 * The owner's view of plant identification: the engine chain in the order it runs, the engines'
 * keys (secrets masked, left empty they are kept), and "Test", which identifies a sample image
 * through the chain as it is now and shows what answered, what it said and how long it took.
 */
export function IdentifyEnginesCard({ active }: { active: boolean }) {
  const t = useMessages().identify.admin;
  const query = useQuery({ queryKey: engineSettingsKey, queryFn: () => api(identifyContract.adminSettings), enabled: active });
  return (
    <SettingsCard title={t.title} description={t.description} testId="identify-engines">
      {query.data && <EnginesForm settings={query.data} />}
    </SettingsCard>
  );
}

function EnginesForm({ settings }: { settings: IdentifyEngineSettings }) {
  const m = useMessages();
  const t = m.identify.admin;
  // The engines' URLs and keys are the owner's (docs/contract.md §2): other admins see them read-only.
  const readOnly = !useCurrentUser().user?.isOwner;
  const [test, setTest] = useState<IdentifyEngineTest | null>(null);
  const form = useForm<IdentifyEngineSettingsUpdate>({
    resolver: zodResolver(IdentifyEngineSettingsUpdateSchema),
    defaultValues: {
      plantnetApiKey: '',
      plantnetProject: settings.plantnetProject,
      plantidApiKey: '',
      visionApiUrl: settings.visionApiUrl,
      visionModel: settings.visionModel,
      visionApiKey: '',
    },
  });
  const save = useAdminMutation({
    mutationFn: (body: IdentifyEngineSettingsUpdate) => api(identifyContract.adminUpdateSettings, { body }),
    invalidate: [engineSettingsKey, identifyEnginesQueryOptions().queryKey],
    success: t.saved,
    failure: { title: m.admin.failures.updateFailed, text: t.saveFailed },
    onSuccess: () => form.reset({ ...form.getValues(), plantnetApiKey: '', plantidApiKey: '', visionApiKey: '' }),
  });
  const runTest = useMutation({ mutationFn: () => api(identifyContract.adminTest), onSuccess: setTest });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(err as Error, FIELDS, form.setError as never);
    }
  });
  const { errors } = form.formState;
  const input = (name: Field, placeholder?: string) => (
    <FormField label={t[name]} id={`identify-${name}`} error={errors[name]?.message} description={SECRETS.includes(name) ? t.keepSecret : undefined}>
      {SECRETS.includes(name) ? (
        <PasswordInput
          autoComplete="off"
          placeholder={settings[name] || m.admin.settings.notConfigured}
          showLabel={m.common.show}
          hideLabel={m.common.hide}
          {...form.register(name, { disabled: readOnly })}
        />
      ) : (
        <Input autoComplete="off" placeholder={placeholder} {...form.register(name, { disabled: readOnly })} />
      )}
    </FormField>
  );

  return (
    <>
      <div>
        <h4 className="mb-1 text-sm font-medium">{t.chain}</h4>
        <ol className="flex flex-wrap gap-2" data-testid="engine-chain">
          {settings.chain.map((engine, i) => (
            <li key={engine.id} className="flex items-center gap-1.5 rounded-md border px-2 py-1 text-sm" data-engine={engine.id}>
              <span className="tabular-nums text-muted-foreground">{i + 1}.</span> {engine.label}
              <Badge variant="outline">{engine.offline ? t.offline : t.online}</Badge>
              {i === 0 && <Badge>{t.active}</Badge>}
            </li>
          ))}
        </ol>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t.title}>
        {readOnly && <OwnerOnlyHint />}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {input('plantnetApiKey')}
          {input('plantnetProject', 'all')}
          {input('plantidApiKey')}
          {input('visionApiUrl', 'http://127.0.0.1:11434/v1')}
          {input('visionModel', 'llava')}
          {input('visionApiKey')}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {!readOnly && (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? m.admin.common.saving : t.save}
            </Button>
          )}
          <Button type="button" variant="outline" disabled={runTest.isPending} onClick={() => runTest.mutate()} title={t.testHint}>
            <FlaskConicalIcon aria-hidden />
            {runTest.isPending ? t.testing : t.test}
          </Button>
          {test && <TestLine test={test} />}
        </div>
      </form>
    </>
  );
}

function TestLine({ test }: { test: IdentifyEngineTest }) {
  const t = useMessages().identify.admin;
  const text =
    test.outcome === 'identified'
      ? interpolate(t.testIdentified, { engine: test.engine?.label ?? '', name: test.scientificName ?? '', n: test.confidence ?? 0, ms: test.latencyMs })
      : test.outcome === 'not-recognised'
        ? interpolate(t.testNotRecognised, { engine: test.engine?.label ?? '', ms: test.latencyMs })
        : interpolate(t.testFailed, { attempts: test.attempts.map((a) => `${a.engine}: ${a.outcome}`).join(', ') });
  return (
    <p role="status" className="text-sm" data-testid="engine-test-result">
      {text}
    </p>
  );
}
