import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { UploadIcon, XIcon } from 'lucide-react';
import { PlantImage } from '@client/components/plant-image';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';
import { redirectSoon } from '@client/lib/redirect';
import { adminCalls } from './api';

export interface ImageFieldProps {
  id: string;
  label: string;
  value: string | null | undefined;
  onChange: (url: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * An image for a plant or a category: a URL typed in, or a file uploaded to the shop (stored in the
 * database, served from /images/uploads/…), whose served URL then fills the field. A preview shows it.
 */
/** Uploads an image to the shop (POST /api/admin/images) and hands its served URL on; says why in a toast when it fails. */
export function useImageUpload(onUploaded: (url: string) => void) {
  const t = useMessages().admin;
  return useMutation({
    mutationFn: adminCalls.uploadImage,
    onSuccess: (image) => {
      onUploaded(image.url);
      toast({ title: t.image.uploaded });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.isUnauthorized) {
        toast({ variant: 'destructive', title: t.common.unauthorized, description: t.common.unauthorizedText });
        redirectSoon('/api/login');
        return;
      }
      const reason = err instanceof ApiError && err.status < 500 ? err.message : undefined;
      toast({ variant: 'destructive', title: t.image.uploadFailed, description: reason ?? t.image.uploadFailedText });
    },
  });
}

export function ImageField({ id, label, value, onChange, onBlur, error }: ImageFieldProps) {
  const t = useMessages().admin;
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useImageUpload(onChange);

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <FormField label={label} id={id} error={error} description={t.image.hint}>
        <Input
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          placeholder={t.image.urlPlaceholder}
          inputMode="url"
          autoComplete="off"
        />
      </FormField>
      <div className="flex items-center gap-2 sm:pb-7">
        {value ? (
          <div className="relative">
            <PlantImage src={value} alt={t.image.previewAlt} size={64} className="size-16 rounded-md border" />
            <button
              type="button"
              className="focus-ring absolute -end-2 -top-2 rounded-full border bg-background p-0.5 text-muted-foreground hover:text-foreground"
              aria-label={t.image.remove}
              onClick={() => onChange('')}
            >
              <XIcon className="size-3.5" aria-hidden />
            </button>
          </div>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid={`${id}-file`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <Button type="button" variant="outline" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
          <UploadIcon aria-hidden />
          {upload.isPending ? t.image.uploading : t.image.upload}
        </Button>
      </div>
    </div>
  );
}
