import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { AUDIT_PAGE_SIZE, settingsAuditQueryOptions } from '@client/features/admin/api';
import { Pager } from '@client/features/admin/pager';
import { interpolate } from '@client/lib/interpolate';
import { ROLE_AUDIT_KEY, type SettingsAuditEntry } from '@shared/contracts/settings-audit';
import { useDates } from '@client/lib/dates';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { COURIER_INFO, courierSettingOf } from '@shared/domain/couriers';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { parseRateAuditValue, rateAuditWilaya } from '@shared/domain/rates-audit';
import { wilayaByCode } from '@shared/domain/wilayas';
import { stackedTable } from '@client/components/ui/stacked-table';
import { AdminTable, EmptyState, SkeletonRows } from './table';

const { row, cell, wide } = stackedTable;

/**
 * The owner's settings audit log (docs/contract.md §2): who changed which setting or role, when, before →
 * after (an old value the environment gave says so), a page at a time.
 */
export function AuditTab({ active }: { active: boolean }) {
  const m = useMessages();
  const { locale } = useTranslator();
  const s = m.admin.settings;
  // A wilaya's row of the shipping rates ("600.00 / 400.00 / 2-4", rates-audit.ts), with the rates editor's words.
  const rate = (value: string) => {
    const r = parseRateAuditValue(value);
    return r ? `${s.ratesHome} ${r.home} · ${s.ratesDesk} ${r.desk ?? '—'} · ${s.ratesDays} ${r.days.min}–${r.days.max}` : value;
  };
  const roleName = (role: string) => (role === 'admin' ? m.admin.users.roleAdmin : role === 'user' ? m.admin.users.roleUser : role);
  // Payment methods are stored by their ids ("bank_transfer, cod"): the owner reads their names.
  const shown = (key: string, value: string) =>
    key === ROLE_AUDIT_KEY
      ? value && roleName(value)
      : key === 'paymentMethods' || key === 'defaultPaymentMethod'
      ? value
          .split(', ')
          .filter(Boolean)
          .map((id) => paymentMethodLabel(id, m))
          .join(', ')
      : rateAuditWilaya(key) !== undefined
        ? rate(value)
        : value === 'true'
          ? s.switchedOn
          : value === 'false'
            ? s.switchedOff
            : value;
  const t = m.trust.audit;
  // The identification engines' keys and addresses are labelled by their card's words ("Plant.id API key").
  const labels = { ...(m.identify.admin as Record<string, unknown>), ...(s as Record<string, unknown>) };
  // Amounts are stored (and audited) as `…Centimes`; the form labels them without the unit's suffix. A
  // courier's key (`yalidineApiToken`) is named with its courier ("Yalidine · API token").
  const label = ({ key, subject }: Pick<SettingsAuditEntry, 'key' | 'subject'>) => {
    if (key === ROLE_AUDIT_KEY && subject) return interpolate(m.admin.users.changeRole, { name: subject });
    const wilaya = wilayaByCode(rateAuditWilaya(key) ?? 0);
    if (wilaya) return `${s.ratesTitle} · ${wilaya.code} ${locale === 'ar' ? wilaya.ar : wilaya.name}`;
    const text = labels[key] ?? labels[key.replace(/Centimes$/, '')];
    if (typeof text === 'string') return text;
    if (key === 'shipFromWilaya') return m.admin.couriers.shipFromWilaya;
    const courier = courierSettingOf(key);
    return courier ? `${COURIER_INFO[courier.courier].label} · ${m.admin.couriers.fields[courier.field]}` : key;
  };
  const dates = useDates();
  const [page, setPage] = useState(1);
  const query = useQuery(settingsAuditQueryOptions({ page, enabled: active }));
  const entries = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t.title}</h2>
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <EmptyState error>{t.loadError}</EmptyState>
        ) : !query.isPending && entries.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <AdminTable stacked label={t.title} head={[t.when, t.who, t.setting, t.before, t.after]} busy={query.isFetching}>
            {query.isPending ? (
              <SkeletonRows columns={5} />
            ) : (
              entries.map((e) => (
                <tr key={e.id} className={row} data-testid="audit-entry">
                  <td className={cell} data-label={t.when}>
                    {dates.dateTime(e.createdAt)}
                  </td>
                  <td className={`${cell} ${wide}`} data-label={t.who}>
                    <bdi>{e.actorEmail}</bdi>
                  </td>
                  <td className={`${cell} ${wide}`} data-label={t.setting}>
                    <bdi>{label(e)}</bdi>
                  </td>
                  <td className={`${cell} ${wide} break-all`} data-label={t.before}>
                    <bdi>{shown(e.key, e.oldValue) || '—'}</bdi>
                    {e.oldSource === 'environment' ? <span className="ms-1 text-muted-foreground">{t.fromEnvironment}</span> : null}
                  </td>
                  <td className={`${cell} ${wide} break-all`} data-label={t.after}>
                    <bdi>{shown(e.key, e.newValue) || '—'}</bdi>
                  </td>
                </tr>
              ))
            )}
          </AdminTable>
        )}
        <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
