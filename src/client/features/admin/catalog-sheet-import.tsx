import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, UploadIcon } from 'lucide-react';
import { catalogSheetContract, type PlantImportResult } from '@shared/contracts/catalog-sheet';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { catalogKeys } from '@client/features/catalog/api';
import { Typed } from '@client/lib/bidi';
import { uploadFile } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { adminKeys } from './api';

/**
 * The catalogue in a spreadsheet (docs/contract.md §8), beside the plants list: "Export CSV" downloads
 * it; "Import CSV" checks a file first (the server's dry run: what would change, every row's faults)
 * and imports it only when the owner confirms a file without faults. The server checks it again.
 */
export function CatalogSheetButtons() {
  const t = useMessages().admin.plants.sheet;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button asChild variant="outline">
        <a href={catalogSheetContract.exportCsv.path} download>
          <DownloadIcon aria-hidden /> {t.export}
        </a>
      </Button>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UploadIcon aria-hidden /> {t.import}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>{open ? <ImportDialog onDone={() => setOpen(false)} /> : null}</Dialog>
    </>
  );
}

function ImportDialog({ onDone }: { onDone: () => void }) {
  const m = useMessages();
  const t = m.admin.plants.sheet;
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const send = (dryRun: boolean) => uploadFile(catalogSheetContract.importCsv, {}, 'file', file!, dryRun ? '?dryRun=1' : '');
  const check = useMutation({ mutationFn: () => send(true) });
  const apply = useMutation({
    mutationFn: () => send(false),
    onSuccess: async (result) => {
      toast({ title: interpolate(t.imported, { created: result.created, updated: result.updated }) });
      await Promise.all([catalogKeys.all, adminKeys.stats()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onDone();
    },
    // The file changed between the check and the import, or the catalogue did: check it again.
    onError: () => check.mutate(),
  });
  const plan = check.data;
  const failure = check.error ?? apply.error;
  const canImport = plan && plan.errors.length === 0 && plan.changes.length > 0 && !apply.isPending;

  return (
    <DialogContent closeLabel={m.common.close} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) check.mutate();
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="catalog-sheet-file">{t.file}</Label>
          <input
            id="catalog-sheet-file"
            type="file"
            accept=".csv,text/csv"
            className="text-sm file:me-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              check.reset();
              apply.reset();
            }}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!file || check.isPending}>
          {t.check}
        </Button>
      </form>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure.message}
        </p>
      ) : null}
      {plan ? <ImportPlan plan={plan} /> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {m.admin.common.cancel}
        </Button>
        <Button type="button" disabled={!canImport} onClick={() => apply.mutate()}>
          {t.apply}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

/** What the dry run found: the counts, every row's faults first, then each change (before → after). */
function ImportPlan({ plan }: { plan: PlantImportResult }) {
  const t = useMessages().admin.plants.sheet;
  return (
    <div className="grid gap-3 text-sm" data-testid="catalog-import-plan">
      <p role="status" className="font-medium">
        {interpolate(t.summary, { created: plan.created, updated: plan.updated, unchanged: plan.unchanged })}
      </p>
      {plan.errors.length > 0 ? (
        <section className="rounded-md border border-destructive/50 p-3">
          <h3 className="mb-2 font-semibold text-destructive">{t.errorsTitle}</h3>
          <ul className="grid gap-1" data-testid="catalog-import-errors">
            {plan.errors.map((error, i) => (
              <li key={i}>
                <span className="font-medium">{interpolate(t.row, { row: error.row })}</span>
                {error.field ? <code className="mx-1">{error.field}</code> : null}: {error.message}
              </li>
            ))}
          </ul>
        </section>
      ) : plan.changes.length === 0 ? (
        <p>{t.nothing}</p>
      ) : null}
      {plan.changes.length > 0 ? (
        <ul className="grid gap-2" data-testid="catalog-import-changes">
          {plan.changes.map((change) => (
            <li key={change.row} className="rounded-md border p-2">
              <p className="font-medium">
                {interpolate(t.row, { row: change.row })} · <Typed>{change.name}</Typed>
              </p>
              <ul className="text-muted-foreground">
                {change.fields.map((field) => (
                  <li key={field.field}>
                    <code>{field.field}</code>: {field.from === null ? null : <s><Typed>{field.from}</Typed></s>} → <Typed>{field.to ?? '—'}</Typed>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
