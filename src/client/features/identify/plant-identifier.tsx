import { lazy, Suspense, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ImageUpIcon, LeafIcon, ScanSearchIcon } from 'lucide-react';
import type { Identification, IdentifyNotRecognised } from '@shared/contracts/identify';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { dropEarlyPhoto } from '@client/lib/early-taps';
import { cn } from '@client/lib/cn';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { currentPath, loginPath } from '@client/lib/next-path';
import { redirectSoon } from '@client/lib/redirect';
import { useIdentifySamples, useIdentifySubtitle, useSaveIdentification } from './api';
import { downscaleForUpload, isImageFile } from './downscale';
import { SamplePhotos } from './sample-photos';

type Phase = 'idle' | 'preparing' | 'uploading' | 'identifying';

export interface PlantIdentifierProps {
  /** The signed-in user's id, or null for a visitor (Save to My Plants then asks them to sign in). */
  userId: string | null;
  /** `page` on /identify, `inline` in the Home block (smaller preview). */
  variant?: 'page' | 'inline';
}

// An answer's panels come with the first identification, not with the page (Home shows this part).
const loadResult = () => import('./identification-result');
const loadNotRecognised = () => import('./not-recognised');
const IdentificationResult = lazy(() => loadResult().then((m) => ({ default: m.IdentificationResult })));
const NotRecognisedPanel = lazy(() => loadNotRecognised().then((m) => ({ default: m.NotRecognisedPanel })));

/**
 * The identification screen's working part (spec §2, §4): choose or drop a photo (images only),
 * preview it, identify it ('Identifying...'), show the result; the six sample photos; Save to My
 * Plants. Used by /identify, /NabtaPlantAI and the Home page.
 */
export function PlantIdentifier({ userId, variant = 'page' }: PlantIdentifierProps) {
  const t = useMessages().identify;
  const a = useMessages().auth;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const samples = useIdentifySamples();
  const save = useSaveIdentification(userId);

  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [result, setResult] = useState<Identification | null>(null);
  const [notRecognised, setNotRecognised] = useState<IdentifyNotRecognised | null>(null);
  const subtitle = useIdentifySubtitle();
  const [savedId, setSavedId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  // Each choice gets a number: an answer for an earlier photo is dropped.
  const attempt = useRef(0);

  // The preview's object URL lives as long as the choice.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  // On a phone the answer sits below the photo and the samples: a new answer is brought into view.
  const answerRef = useRef<HTMLDivElement>(null);
  const answer = result ?? notRecognised;
  useEffect(() => {
    if (answer) bringIntoView(answerRef.current);
  }, [answer]);

  const choose = (file: File | undefined): File | null => {
    attempt.current++;
    setResult(null);
    setNotRecognised(null);
    setSavedId(null);
    setPhase('idle');
    setChosen(null);
    if (!file) return null;
    if (!isImageFile(file)) {
      setProblem(t.notAnImage);
      toast({ variant: 'destructive', title: t.failedTitle, description: t.notAnImage });
      return null;
    }
    setProblem(null);
    setChosen({ file, url: URL.createObjectURL(file) });
    return file;
  };

  // A photo chosen before this part was hydrated (the page arrives rendered, and a phone may take a
  // second to run its code) is in the input already: taken now rather than lost (decision 016).
  useEffect(() => {
    const input = inputRef.current;
    const early = input?.files?.[0];
    if (!input || !early) return;
    choose(early);
    dropEarlyPhoto();
    input.value = '';
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const identify = async (file: File) => {
    const mine = ++attempt.current;
    setResult(null);
    setNotRecognised(null);
    setProblem(null);
    setProgress(0);
    setPhase('preparing');
    // The upload (and the zod check of its 422 answer) is fetched with the first photo, not with the page,
    // and so are the answer's panels, while the photo travels.
    const upload = import('./upload');
    void loadResult();
    void loadNotRecognised();
    try {
      const { blob, filename } = await downscaleForUpload(file);
      const { uploadForIdentification } = await upload;
      if (mine !== attempt.current) return;
      setPhase('uploading');
      const { identification } = await uploadForIdentification(blob, filename, (percent) => {
        if (mine !== attempt.current) return;
        setProgress(percent);
        if (percent >= 100) setPhase('identifying');
      });
      if (mine !== attempt.current) return;
      setResult(identification);
      toast({
        title: t.identifiedTitle,
        description: interpolate(t.identifiedText, { name: identification.plantName, n: identification.confidence }),
      });
    } catch (err) {
      if (mine !== attempt.current) return;
      if (err instanceof ApiError && err.isUnauthorized) {
        toast({ variant: 'destructive', title: t.unauthorizedTitle, description: t.unauthorizedText });
        redirectSoon('/api/login');
        return;
      }
      const { NotRecognisedError } = await upload;
      if (err instanceof NotRecognisedError) return setNotRecognised(err.body);
      setProblem(err instanceof ApiError && err.status !== 0 ? err.message : t.failedText);
      toast({ variant: 'destructive', title: t.failedTitle, description: t.failedText });
    } finally {
      if (mine === attempt.current) setPhase('idle');
    }
  };

  const trySample = async (url: string, n: number) => {
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(String(res.status));
      const file = choose(new File([await res.blob()], `sample-${n}.jpg`, { type: 'image/jpeg' }));
      if (file) await identify(file);
    } catch {
      toast({ variant: 'destructive', title: t.failedTitle, description: t.failedText });
    }
  };

  const askToSignIn = () => {
    toast({ variant: 'destructive', title: a.loginRequired, description: t.loginToSave });
    redirectSoon(loginPath(currentPath()));
  };

  const onSave = () => {
    if (!result) return;
    if (!userId) return askToSignIn();
    save.mutate(result.id, {
      onSuccess: () => {
        setSavedId(result.id);
        toast({ title: t.savedTitle, description: interpolate(t.savedText, { name: result.commonName ?? result.plantName }) });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.isUnauthorized) return askToSignIn();
        toast({ variant: 'destructive', title: t.saveFailedTitle, description: t.saveFailedText });
      },
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };

  const busy = phase !== 'idle';
  const status =
    phase === 'preparing' ? t.preparing : phase === 'uploading' ? interpolate(t.uploading, { n: progress }) : phase === 'identifying' ? t.identifying : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardContent className="space-y-5 p-5">
          <label
            htmlFor={inputId}
            data-photo-drop=""
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop}
            className={cn(
              'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-input p-4 text-center transition-colors hover:border-primary hover:bg-accent/40 focus-within:border-primary',
              variant === 'inline' ? 'min-h-48' : 'min-h-64',
            )}
          >
            {chosen ? (
              <img
                src={chosen.url}
                alt={t.previewAlt}
                className={cn('w-auto rounded-md object-contain', variant === 'inline' ? 'max-h-48' : 'max-h-72')}
              />
            ) : (
              <>
                <ImageUpIcon className="size-10 text-primary" aria-hidden />
                <span className="font-medium">{t.chooseImage}</span>
                <span className="text-sm text-muted-foreground">{t.uploadHint}</span>
              </>
            )}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/*"
              aria-label={t.uploadLabel}
              className="sr-only"
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>

          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={() => chosen && void identify(chosen.file)} disabled={!chosen || busy}>
              {busy ? <Spinner label="" /> : <ScanSearchIcon aria-hidden />}
              {busy ? t.identifying : t.identifyButton}
            </Button>
            {chosen && !busy && (
              <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
                {t.chooseAnother}
              </Button>
            )}
          </div>

          {status && (
            <div className="space-y-1" aria-live="polite">
              <p className="text-sm text-muted-foreground">{status}</p>
              <div
                className="h-1.5 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-label={status}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={phase === 'uploading' ? progress : undefined}
              >
                <div
                  className={cn('h-full bg-primary transition-[width]', phase !== 'uploading' && 'animate-pulse')}
                  style={{ width: phase === 'preparing' ? '5%' : phase === 'identifying' ? '100%' : `${progress}%` }}
                />
              </div>
            </div>
          )}

          <SamplePhotos samples={samples.isError ? [] : samples.data} disabled={busy} onTry={(s, n) => void trySample(s.url, n)} />
        </CardContent>
      </Card>

      <Card aria-live="polite" ref={answerRef} className="scroll-mt-20">
        <CardContent className="p-5">
          {problem && (
            <Alert variant="destructive" className="mb-4">
              <AlertDescription>{problem}</AlertDescription>
            </Alert>
          )}
          {result ? (
            <Suspense fallback={<Waiting busy text={t.identifying} />}>
              <IdentificationResult identification={result} saved={savedId === result.id} saving={save.isPending} onSave={onSave} />
            </Suspense>
          ) : notRecognised ? (
            <Suspense fallback={<Waiting busy text={t.identifying} />}>
              <NotRecognisedPanel answer={notRecognised} />
            </Suspense>
          ) : (
            <Waiting busy={busy} text={busy ? t.identifying : subtitle} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** The answer's place before there is one: the leaf, or the spinner while identifying. */
function Waiting({ busy, text }: { busy: boolean; text: string }) {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-2 text-center text-muted-foreground">
      {busy ? <Spinner className="size-8" label={text} /> : <LeafIcon className="size-10" aria-hidden />}
      <p>{text}</p>
    </div>
  );
}

/** Scrolls `el` to the top of the screen (under the sticky header) unless its top is already in the upper half. */
function bringIntoView(el: HTMLElement | null) {
  if (!el) return;
  const { top } = el.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight / 2) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}
