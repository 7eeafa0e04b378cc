import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsContract, type CourierFees } from '@shared/contracts/shipments';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { shippingKeys } from '@client/features/shipping/api';
import { api } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { adminKeys } from './api';

/**
 * "Import {courier}'s fees" beside the rates table (decision 018 "Courier fees"): a confirmation
 * saying how many wilayas change, then the server's one-transaction import; the table shows its answer.
 */
export function CourierFeesImport({ fees, onImported }: { fees: CourierFees; onImported: () => void }) {
  const t = useMessages().admin.settings;
  const tr = useTranslator();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const courier = fees.label;
  const importFees = useMutation({
    mutationFn: () => api(shipmentsContract.importFees, { params: { id: fees.courier } }),
    onSuccess: async (result) => {
      queryClient.setQueryData(shippingKeys.wilayas, result.rates);
      await queryClient.invalidateQueries({ queryKey: adminKeys.courierFees(fees.courier) });
      onImported();
      setOpen(false);
      toast({ title: tr.text(t.feesImported, { count: result.changed.length }) });
    },
    onError: (err) => toast({ variant: 'destructive', title: err.message }),
  });

  if (fees.changes === 0) return <p className="text-sm text-muted-foreground">{interpolate(t.feesSame, { courier })}</p>;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {interpolate(t.feesImport, { courier })}
      </Button>
      <DialogContent closeLabel={t.feesKeep}>
        <DialogHeader>
          <DialogTitle>{interpolate(t.feesImportTitle, { courier })}</DialogTitle>
          <DialogDescription>{tr.text(t.feesImportText, { courier, count: fees.changes })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t.feesKeep}
          </Button>
          <Button type="button" disabled={importFees.isPending} onClick={() => importFees.mutate()}>
            {interpolate(t.feesImport, { courier })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
