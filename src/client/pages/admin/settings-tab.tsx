import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SettingsIcon } from 'lucide-react';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { appInfoQueryOptions } from '@client/features/admin/api';
import { ConversionsCard } from '@client/features/admin/conversions-card';
import { CourierSettingsCard } from '@client/features/admin/courier-settings-card';
import { IdentifyEnginesCard } from '@client/features/admin/identify-engines-card';
import { SettingsDialog } from '@client/features/admin/settings-dialog';
import { ProductFeedCard } from '@client/features/admin/product-feed-card';
import { ShippingRatesEditor } from '@client/features/admin/shipping-rates-editor';
import { OwnerOnlyHint } from '@client/features/admin/owner-only-hint';
import { SellerIdentityStatus } from '@client/features/admin/seller-identity-status';
import { useCurrentUser } from '@client/features/auth/api';
import { settingsQueryOptions } from '@client/features/settings/api';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useSettingsMutation } from './queries';
import { EmptyState } from './table';

/** Spec §2: keys show only their last 8 characters, else 'Not configured'. The server already masks secrets. */
function maskKey(key: string | undefined, notConfigured: string): string {
  if (!key) return notConfigured;
  if (key.startsWith('*')) return key;
  return key.length > 8 ? `••••••••${key.slice(-8)}` : '••••••••';
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-all text-end font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild className="text-base">
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">{children}</dl>
      </CardContent>
    </Card>
  );
}

/** Spec §2 Settings: read-only cards and 'Edit Settings'. Application Info is the server's real one. */
export function SettingsTab({ active }: { active: boolean }) {
  const m = useMessages();
  const tr = useTranslator();
  const t = m.admin.settings;
  const settings = useQuery({ ...settingsQueryOptions(), enabled: active });
  const info = useQuery(appInfoQueryOptions({ enabled: active }));
  const save = useSettingsMutation();
  const isOwner = useCurrentUser().user?.isOwner ?? false;
  const [open, setOpen] = useState(false);
  const s = settings.data;
  const methodLabel = (p: string) => paymentMethodLabel(p, m);
  const orNotSet = (v: string | undefined) => (v ? v : <span className="text-muted-foreground">{t.notSet}</span>);

  if (settings.isError) return <EmptyState error>{m.admin.common.loadFailed}</EmptyState>;
  if (!s) {
    return (
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-40 w-full" />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setOpen(true)}>
          <SettingsIcon aria-hidden />
          {t.edit}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard title={t.general}>
          <Row label={t.siteName}>{s.siteName}</Row>
          <Row label={t.siteDescription}>{orNotSet(s.siteDescription)}</Row>
          <Row label={t.logo}>{orNotSet(s.logo)}</Row>
          <Row label={t.favicon}>{orNotSet(s.favicon)}</Row>
        </InfoCard>
        <InfoCard title={t.sellerSection}>
          {!isOwner && <OwnerOnlyHint />}
          <Row label={t.sellerName} testId="seller-name">
            {orNotSet(s.sellerName)}
          </Row>
          <Row label={t.sellerAddress}>{orNotSet(s.sellerAddress)}</Row>
          <Row label={t.sellerRc}>{orNotSet(s.sellerRc)}</Row>
          <Row label={t.sellerNif}>{orNotSet(s.sellerNif)}</Row>
          <SellerIdentityStatus settings={s} />
        </InfoCard>
        <InfoCard title={t.payment}>
          {!isOwner && <OwnerOnlyHint />}
          <Row label={t.stripePublishableKey} testId="publishable-key">
            {maskKey(s.stripePublishableKey, t.notConfigured)}
          </Row>
          <Row label={t.stripeSecretKey} testId="secret-key">
            {maskKey(s.stripeSecretKey, t.notConfigured)}
          </Row>
          <Row label={t.stripeWebhookSecret}>{maskKey(s.stripeWebhookSecret, t.notConfigured)}</Row>
          <Row label={t.chargilySecretKey} testId="chargily-key">
            {maskKey(s.chargilySecretKey, t.notConfigured)}
          </Row>
          <Row label={t.paymentMethods}>{s.paymentMethods.map(methodLabel).join(', ')}</Row>
          <Row label={t.defaultPaymentMethod}>{methodLabel(s.defaultPaymentMethod)}</Row>
          <Row label={t.bankName}>{orNotSet(s.bankName)}</Row>
          <Row label={t.bankAccountHolder}>{orNotSet(s.bankAccountHolder)}</Row>
          <Row label={t.bankRib}>{orNotSet(s.bankRib)}</Row>
          <Row label="">{s.cardPaymentsAvailable ? t.cardAvailable : t.cardUnavailable}</Row>
          {Object.entries(s.paymentMethodProblems ?? {}).map(([method, problem]) => (
            <Row key={method} label={methodLabel(method)} testId={`method-problem-${method}`}>
              {t.methodNotReady} {problem}
            </Row>
          ))}
        </InfoCard>
        <InfoCard title={t.theme}>
          {(
            [
              [t.primaryColor, s.primaryColor],
              [t.secondaryColor, s.secondaryColor],
            ] as const
          ).map(([label, color]) => (
            <Row key={label} label={label}>
              <span className="inline-flex items-center gap-2">
                <span className="inline-block size-4 rounded border" style={{ backgroundColor: color }} aria-hidden />
                {color}
              </span>
            </Row>
          ))}
        </InfoCard>
        <InfoCard title={t.shipping}>
          <Row label={t.minFreeShipping} testId="min-free-shipping">
            {tr.money(s.minFreeShipping)}
          </Row>
          <Row label={t.shippingFee} testId="shipping-fee">
            {tr.money(s.shippingFee)}
          </Row>
        </InfoCard>
        <InfoCard title={t.appInfo}>
          <Row label={t.version} testId="app-version">
            {info.data?.version ?? '…'}
          </Row>
          <Row label={t.environment} testId="app-environment">
            {info.data ? t.environments[info.data.environment] : '…'}
          </Row>
          <Row label={t.database} testId="app-database">
            {info.data?.database ?? '…'}
          </Row>
        </InfoCard>
      </div>
      <ShippingRatesEditor active={active} />
      <CourierSettingsCard active={active} />
      <ProductFeedCard />
      <ConversionsCard active={active} />
      <IdentifyEnginesCard active={active} />
      {open ? <SettingsDialog open={open} onOpenChange={setOpen} settings={s} canChangeOwnerSettings={isOwner} onSave={(body) => save.mutateAsync(body)} /> : null}
    </div>
  );
}
