import { useRef, useState } from 'react';
import { useController, type Control, type FieldErrors, type UseFormGetValues } from 'react-hook-form';
import { ArrowDownIcon, ArrowUpIcon, UploadIcon, XIcon } from 'lucide-react';
import { MAX_PLANT_IMAGES, TRANSLATED_LOCALES, type Plant, type PlantFormValues } from '@shared/contracts/catalog';
import { PlantImage } from '@client/components/plant-image';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useMessages } from '@client/lib/i18n';
import { interpolate } from '@client/lib/interpolate';
import { useImageUpload } from './image-field';

/** A photo in the form: its address and what it shows in each language (empty: not written). */
export interface PhotoFormValue {
  url: string;
  alt: string;
  translations: { fr: { alt: string }; ar: { alt: string } };
}

const formPhoto = (url: string, alt = '', fr = '', ar = ''): PhotoFormValue => ({ url, alt, translations: { fr: { alt: fr }, ar: { alt: ar } } });

/** The plant's photos as the form starts with them. */
export const photoFormValues = (plant: Plant | null): PhotoFormValue[] =>
  (plant?.images ?? []).map((i) => formPhoto(i.url, i.alt ?? '', i.translations.fr.alt ?? '', i.translations.ar.alt ?? ''));

/** The photo fields' paths, for the server's field errors (`images.2.url`…). */
export const PHOTO_FIELDS = Array.from({ length: MAX_PLANT_IMAGES }, (_, i) => [
  `images.${i}.url`,
  `images.${i}.alt`,
  ...TRANSLATED_LOCALES.map((l) => `images.${i}.translations.${l}.alt`),
]).flat();

type Values = PlantFormValues;

const photosOf = (value: Values['images']): PhotoFormValue[] =>
  (value ?? []).map((p) => formPhoto(p.url ?? '', p.alt ?? '', p.translations?.fr?.alt ?? '', p.translations?.ar?.alt ?? ''));

/** A key per photo that survives reordering: its address, and which of the photos with that address it is. */
const photoKeys = (photos: readonly PhotoFormValue[]) => {
  const seen = new Map<string, number>();
  return photos.map(({ url }) => {
    const n = seen.get(url) ?? 0;
    seen.set(url, n + 1);
    return `${url}#${n}`;
  });
};

/**
 * A plant's photos (issue 39 item 2): uploaded (several at once) or added by address, put in order
 * with the arrows (the first is the one cards show), removed, and described in each language for
 * people who cannot see them. One controlled value (the list), not react-hook-form's field arrays:
 * those would grow the form library's chunk that the storefront's forms share (JS budget).
 */
export function PlantPhotosField({ control, getValues, errors }: { control: Control<Values>; getValues: UseFormGetValues<Values>; errors: FieldErrors<Values>['images'] }) {
  const t = useMessages().admin.photos;
  const { field } = useController({ control, name: 'images' });
  const fields = photosOf(field.value);
  // The form's value at the moment of the change, not this render's: several uploads finish one after the other.
  const current = () => photosOf(getValues('images'));
  const change = (next: PhotoFormValue[]) => field.onChange(next);
  const append = (photo: PhotoFormValue) => change([...current(), photo]);
  const remove = (i: number) => change(current().filter((_, j) => j !== i));
  const move = (from: number, to: number) => {
    const next = current();
    next.splice(to, 0, ...next.splice(from, 1));
    change(next);
  };
  const describe = (i: number, locale: 'en' | (typeof TRANSLATED_LOCALES)[number], alt: string) =>
    change(
      current().map((p, j) =>
        j !== i ? p : locale === 'en' ? { ...p, alt } : { ...p, translations: { ...p.translations, [locale]: { alt } } },
      ),
    );
  const keys = photoKeys(fields);
  const fileInput = useRef<HTMLInputElement>(null);
  const [typedUrl, setTypedUrl] = useState('');
  const upload = useImageUpload((url) => append(formPhoto(url)));
  const full = fields.length >= MAX_PLANT_IMAGES;

  const uploadAll = async (files: File[]) => {
    // One after the other, in the order chosen, and no more than the photos left.
    for (const file of files.slice(0, MAX_PLANT_IMAGES - fields.length)) await upload.mutateAsync(file).catch(() => undefined);
  };

  return (
    <fieldset className="grid gap-3 rounded-md border p-4" data-testid="plant-photos">
      <legend className="px-1 text-sm font-medium">{t.title}</legend>
      <p className="text-sm text-muted-foreground">{t.hint}</p>
      {typeof errors?.message === 'string' && <p className="text-sm text-destructive">{errors.message}</p>}
      <ol className="grid gap-3">
        {fields.map((photo, i) => (
          <li key={keys[i]} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[auto_1fr]" data-testid="plant-photo">
            <div className="flex items-start gap-2">
              <PlantImage src={photo.url ?? ''} alt={interpolate(t.preview, { n: i + 1 })} size={64} className="size-16 rounded-md border" />
              <div className="grid gap-1">
                <Button type="button" size="icon" variant="outline" className="size-8" aria-label={interpolate(t.earlier, { n: i + 1 })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <ArrowUpIcon aria-hidden />
                </Button>
                <Button type="button" size="icon" variant="outline" className="size-8" aria-label={interpolate(t.later, { n: i + 1 })} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                  <ArrowDownIcon aria-hidden />
                </Button>
                <Button type="button" size="icon" variant="outline" className="size-8" aria-label={interpolate(t.remove, { n: i + 1 })} onClick={() => remove(i)}>
                  <XIcon aria-hidden />
                </Button>
              </div>
            </div>
            <div className="grid gap-2">
              {i === 0 && <p className="text-xs font-medium text-primary">{t.first}</p>}
              {errors?.[i]?.url?.message && <p className="text-sm text-destructive">{errors[i].url.message}</p>}
              <FormField label={t.alt} id={`plant-photo-${i}-alt`} error={errors?.[i]?.alt?.message}>
                <Input autoComplete="off" value={photo.alt} onChange={(e) => describe(i, 'en', e.target.value)} onBlur={field.onBlur} />
              </FormField>
              {TRANSLATED_LOCALES.map((l) => (
                <FormField key={l} label={l === 'fr' ? t.altFr : t.altAr} id={`plant-photo-${i}-alt-${l}`} error={errors?.[i]?.translations?.[l]?.alt?.message}>
                  <Input autoComplete="off" lang={l} dir={l === 'ar' ? 'rtl' : 'ltr'} value={photo.translations[l].alt} onChange={(e) => describe(i, l, e.target.value)} onBlur={field.onBlur} />
                </FormField>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="plant-photos-file"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void uploadAll(files);
          }}
        />
        <Button type="button" variant="outline" disabled={upload.isPending || full} onClick={() => fileInput.current?.click()}>
          <UploadIcon aria-hidden />
          {upload.isPending ? t.uploading : t.upload}
        </Button>
        <div className="flex min-w-56 flex-1 gap-2">
          <Input value={typedUrl} onChange={(e) => setTypedUrl(e.target.value)} placeholder={t.urlPlaceholder} aria-label={t.urlLabel} inputMode="url" autoComplete="off" disabled={full} />
          <Button
            type="button"
            variant="outline"
            disabled={full || !typedUrl.trim()}
            onClick={() => {
              append(formPhoto(typedUrl.trim()));
              setTypedUrl('');
            }}
          >
            {t.addUrl}
          </Button>
        </div>
      </div>
      {full && <p className="text-sm text-muted-foreground">{t.full}</p>}
    </fieldset>
  );
}
