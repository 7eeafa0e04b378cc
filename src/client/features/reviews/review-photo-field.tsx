import { useId, useState } from 'react';
import { ImagePlusIcon, XIcon } from 'lucide-react';
import type { ReviewPhoto } from '@shared/contracts/reviews';
import { Button } from '@client/components/ui/button';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { uploadReviewPhoto } from './api';

/**
 * The review's one optional photo (issue 27): chosen from the phone's gallery or camera, uploaded at
 * once (the server sniffs, shrinks and strips it), shown small with a button to remove it.
 */
export function ReviewPhotoField({
  plantName,
  shownUrl,
  onUploaded,
  onRemove,
  onError,
}: {
  plantName: string;
  shownUrl: string | null;
  onUploaded: (photo: ReviewPhoto) => void;
  onRemove: () => void;
  onError: (err: unknown) => void;
}) {
  const t = useMessages().reviews.form;
  const tr = useTranslator();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await uploadReviewPhoto(file));
    } catch (err) {
      onError(err);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="grid gap-2" data-testid="review-photo">
      {shownUrl ? (
        <div className="flex items-center gap-3">
          <img src={`${shownUrl}?w=160`} alt={tr.text(t.photoAlt, { name: plantName })} width={80} height={80} className="size-20 rounded-md object-cover" />
          <Button type="button" variant="outline" size="sm" onClick={onRemove}>
            <XIcon aria-hidden /> {t.removePhoto}
          </Button>
        </div>
      ) : (
        <div>
          <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium focus-within:ring-2 focus-within:ring-ring">
            <ImagePlusIcon aria-hidden className="size-4" /> {uploading ? t.uploadingPhoto : t.photo}
          </label>
          <input
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={uploading}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      )}
    </div>
  );
}
