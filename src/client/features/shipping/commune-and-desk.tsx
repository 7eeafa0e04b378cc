import { useQuery } from '@tanstack/react-query';
import type { CommuneAnswer } from '@shared/contracts/shipping';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { communesQueryOptions, desksQueryOptions } from '@client/features/shipping/api';
import { useMessages } from '@client/lib/i18n';
import { CommuneSelect } from './wilaya-select';

/**
 * The commune of the chosen wilaya (decision 019), asked from the server once a wilaya is chosen. If
 * the list cannot be loaded the field is left out and the city alone carries the address.
 */
/** `id`: the field's id, unique in the page (the cart panel's express form sits over a page that may have its own). */
export function CommuneField({ wilaya, value, error, onChange, id = 'commune' }: { wilaya: string; value: string; error?: string | undefined; onChange: (commune: CommuneAnswer) => void; id?: string }) {
  const t = useMessages().communes;
  const communes = useQuery(communesQueryOptions(wilaya));
  if (communes.isError) return null;
  const list = communes.data ?? [];
  return (
    <FormField label={t.commune} id={id} error={error} description={t.communeHint} className="sm:col-span-2">
      <CommuneSelect
        communes={list}
        value={value}
        onChange={(code) => {
          const chosen = list.find((c) => c.code === code);
          if (chosen) onChange(chosen);
        }}
        disabled={!wilaya}
        placeholder={wilaya ? t.communeSearch : t.communeFirstWilaya}
        emptyText={t.communeNone}
      />
    </FormField>
  );
}

/**
 * The stop-desk (docs/contract.md §5): chosen from the courier's list when it has one for this wilaya;
 * otherwise (no courier listing desks, or a server without that endpoint) the customer may write which
 * desk they want, or switch to home delivery, and the courier calls them.
 */
export function DeskField({ wilaya, value, error, onChange, id = 'desk' }: { wilaya: string; value: string; error?: string | undefined; onChange: (desk: string) => void; id?: string }) {
  const t = useMessages().communes;
  const desks = useQuery(desksQueryOptions(wilaya));
  if (!wilaya || desks.isPending) return null;
  const list = desks.data ?? [];
  if (list.length === 0) {
    return (
      <FormField label={t.deskNote} id={id} error={error} description={t.deskNoList} className="sm:col-span-2">
        <Input value={value} maxLength={100} onChange={(e) => onChange(e.target.value)} />
      </FormField>
    );
  }
  return (
    <FormField label={t.desk} id={id} error={error} className="sm:col-span-2">
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <option value="">{t.deskChoose}</option>
        {list.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name} — {d.address}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * A stop-desk as the customer and the owner read it: its name and address from the courier's list,
 * or, for a desk the customer wrote themselves (no list), what they wrote.
 */
export function DeskName({ wilaya, desk }: { wilaya: string | null; desk: string }) {
  const desks = useQuery({ ...desksQueryOptions(wilaya ?? ''), enabled: !!wilaya });
  const listed = desks.data?.find((d) => d.id === desk);
  return <bdi>{listed ? `${listed.name} — ${listed.address}` : desk}</bdi>;
}
