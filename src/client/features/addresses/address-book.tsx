import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { SavedAddress } from '@shared/contracts/addresses';
import type { AddressFormValues } from '@shared/contracts/orders';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { wilayasQueryOptions } from '@client/features/shipping/api';
import { ApiError } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { useDates } from '@client/lib/dates';
import { useMessages } from '@client/lib/i18n';
import { usePlainForm } from '@client/lib/plain-form';
import { AddressFields } from './address-fields';
import { addressLabel, AddressSummary } from './address-summary';
import { addressesQueryOptions, addressFormValuesOf, useDeleteAddress, useSaveAddress } from './api';

const resolver = lazyZodResolver(() => import('@client/lib/form-schemas').then((m) => m.AddressFormSchema));

/** `null`: nothing open; `'new'`: adding; else the address being edited. */
type Editing = null | 'new' | SavedAddress;

/**
 * "My addresses" in the profile (issue 29 item 3): the places the customer's orders went, kept at each
 * order; each can be edited or deleted, and a new one added. The checkout offers them.
 */
export function AddressBook() {
  const m = useMessages();
  const t = m.checkout.addresses;
  const dates = useDates();
  const addresses = useQuery(addressesQueryOptions());
  const wilayas = useQuery(wilayasQueryOptions()).data ?? [];
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const list = addresses.data ?? [];

  return (
    <Card data-testid="address-book">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t.title}</h2>
        </CardTitle>
        <CardDescription>{t.subtitle}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {addresses.isSuccess && list.length === 0 && editing === null ? <p className="text-sm text-muted-foreground">{t.empty}</p> : null}
        <ul className="space-y-3">
          {list.map((a) =>
            editing !== null && editing !== 'new' && editing.id === a.id ? (
              <li key={a.id}>
                <AddressForm address={a} wilayas={wilayas} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={a.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-3" data-testid="saved-address">
                <span className="min-w-0 flex-1">
                  <AddressSummary address={a} wilayas={wilayas} />
                  <span className="block text-xs text-muted-foreground">{interpolate(t.lastUsed, { date: dates.date(a.usedAt) })}</span>
                </span>
                <span className="flex gap-2">
                  <Button type="button" variant="outline" size="sm" onClick={() => setEditing(a)} aria-label={interpolate(t.editLabel, { address: addressLabel(a, m.checkout.page.deliveryDesk) })}>
                    <PencilIcon className="size-4" aria-hidden />
                    {t.edit}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={interpolate(t.deleteLabel, { address: addressLabel(a, m.checkout.page.deliveryDesk) })}
                    onClick={() =>
                      remove.mutate(a.id, {
                        onSuccess: () => toast({ title: t.deleted }),
                        onError: (err) => toast({ variant: 'destructive', title: t.deleted, description: err.message }),
                      })
                    }
                  >
                    <Trash2Icon className="size-4" aria-hidden />
                    {t.delete}
                  </Button>
                </span>
              </li>
            ),
          )}
        </ul>
        {editing === 'new' ? (
          <AddressForm address={null} wilayas={wilayas} onDone={() => setEditing(null)} />
        ) : (
          <Button type="button" variant="outline" onClick={() => setEditing('new')} disabled={editing !== null}>
            <PlusIcon className="size-4" aria-hidden />
            {t.add}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** Adding (`address` null) or editing one address; the server's field errors land on their fields. */
function AddressForm({ address, wilayas, onDone }: { address: SavedAddress | null; wilayas: Parameters<typeof AddressFields>[0]['wilayas']; onDone: () => void }) {
  const t = useMessages().checkout.addresses;
  const save = useSaveAddress();
  const form = usePlainForm<AddressFormValues, AddressFormValues>(resolver, addressFormValuesOf(address));
  const onValid = (values: AddressFormValues) =>
    save.mutate(
      { ...(address ? { id: address.id } : {}), body: values },
      {
        onSuccess: () => {
          toast({ title: t.saved });
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError) for (const [field, message] of Object.entries(err.fieldErrors)) if (field in form.values) form.setError(field as keyof AddressFormValues, message);
          toast({ variant: 'destructive', title: address ? t.editTitle : t.addTitle, description: err.message });
        },
      },
    );
  return (
    <form onSubmit={form.handleSubmit(onValid)} onFocusCapture={resolver.preload} noValidate className="space-y-4 rounded-lg border p-4" aria-label={address ? t.editTitle : t.addTitle}>
      <h3 className="font-medium">{address ? t.editTitle : t.addTitle}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressFields form={form} wilayas={wilayas} />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
