import { useMutation } from '@tanstack/react-query';
import { CameraIcon, MessageCircleIcon, StethoscopeIcon } from 'lucide-react';
import { useState } from 'react';
import { careContract, type Diagnosis } from '@shared/contracts/care';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ApiError, uploadFile } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** Opens the assistant (the floating chat button every page has). */
const openAssistant = () => document.querySelector<HTMLButtonElement>('[data-testid="chat-toggle"][aria-expanded="false"]')?.click();

/**
 * Is my plant sick? (docs/contract.md §10, docs/decisions/027-plant-care.md): a photo sent to
 * POST /api/diagnose-plant — Plant.id's health assessment when the shop configured it; otherwise the
 * server's honest 422 is shown as it is, with the way to the assistant's symptom answers.
 */
export default function DiagnosePage() {
  const d = useMessages().care.diagnose;
  useDocumentTitle(d.title);
  const [file, setFile] = useState<File | null>(null);
  const diagnose = useMutation({ mutationFn: (f: File): Promise<Diagnosis> => uploadFile(careContract.diagnose, {}, 'image', f) });
  const error = diagnose.error instanceof ApiError ? diagnose.error : null;

  return (
    <div className="container max-w-2xl py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{d.title}</h1>
      <p className="mt-1 text-muted-foreground">{d.subtitle}</p>
      <form
        className="mt-6 flex flex-wrap items-center gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) diagnose.mutate(file);
        }}
      >
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm">
          <CameraIcon className="size-4" aria-hidden /> {file ? file.name : d.choose}
          <input type="file" accept="image/*" className="sr-only" data-testid="diagnose-file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <Button type="submit" disabled={!file || diagnose.isPending}>
          <StethoscopeIcon aria-hidden /> {d.send}
        </Button>
      </form>

      {error && (
        <Card className="mt-6 border-destructive/50" role="alert" data-testid="diagnose-error">
          <CardContent className="space-y-3 p-4 text-sm">
            <p>{error.status === 422 ? error.message : d.failed}</p>
            <Button type="button" variant="outline" size="sm" onClick={openAssistant}>
              <MessageCircleIcon aria-hidden /> {d.askAssistant}
            </Button>
          </CardContent>
        </Card>
      )}

      {diagnose.data && (
        <section className="mt-6 space-y-4" data-testid="diagnosis">
          {diagnose.data.isHealthy && <p className="font-medium">{d.healthy}</p>}
          {diagnose.data.problems.map((p) => (
            <Card key={p.name}>
              <CardContent className="space-y-2 p-4 text-sm">
                <h2 className="text-lg font-semibold">
                  <bdi>{p.name}</bdi>
                </h2>
                <p className="text-muted-foreground">{interpolate(d.probability, { percent: Math.round(p.probability * 100) })}</p>
                {p.description && <p>{p.description}</p>}
                {[...p.treatment.biological, ...p.treatment.chemical, ...p.treatment.prevention].length > 0 && (
                  <>
                    <h3 className="font-medium">{d.treatment}</h3>
                    <ul className="list-disc space-y-1 ps-5">
                      {[...p.treatment.prevention, ...p.treatment.biological, ...p.treatment.chemical].map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ul>
                  </>
                )}
              </CardContent>
            </Card>
          ))}
        </section>
      )}
    </div>
  );
}
