import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { useMessages } from '@client/lib/i18n';

/** A dialog form's buttons: Cancel, and the submit that reads "Saving..." while the save runs. */
export function DialogFormFooter({ submit, busy, onCancel, cancel }: { submit: string; busy: boolean; onCancel: () => void; cancel?: string }) {
  const t = useMessages().admin.common;
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancel ?? t.cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? t.saving : submit}
      </Button>
    </DialogFooter>
  );
}
