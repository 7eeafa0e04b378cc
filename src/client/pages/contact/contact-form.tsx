import { useState } from 'react';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import { CheckCircle2Icon, SendIcon } from 'lucide-react';
import type { ContactMessageSchema } from '@shared/contracts/contact';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useSendContactMessage } from '@client/features/contact/api';
import { ApiError } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';
import { useKeptForm } from '@client/lib/kept-form';
import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { usePlainForm } from '@client/lib/plain-form';

type ContactForm = z.input<typeof ContactMessageSchema>;
type ContactOutput = z.output<typeof ContactMessageSchema>;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const resolver = lazyZodResolver(() => import('@client/lib/form-schemas').then((m) => m.ContactMessageSchema));

/**
 * Spec §2/§4 Contact: the form, then the sent panel; 'send another' resets the form. The same
 * zod schema as the server checks the fields before any request; its messages are catalogue keys,
 * shown in the reader's language (the spec's French in the default language). A real HTML form
 * (docs/decisions/032-forms-before-code.md): without JavaScript the server stores it and answers
 * `/contact?sent=1` (the sent panel), or this form again with what was typed and why (`?cf=`).
 */
export function ContactForm({ defaults }: { defaults: Pick<ContactForm, 'name' | 'email'> }) {
  const t = useMessages();
  const c = t.contact;
  const send = useSendContactMessage();
  const [sent, setSent] = useState(new URLSearchParams(useSearch()).get('sent') === '1');
  const [focusFirstField, setFocusFirstField] = useState(false);
  const empty: ContactForm = { ...defaults, subject: '', message: '' };
  const refused = useKeptForm('cf');
  const typed = refused?.values;
  const form = usePlainForm<ContactForm, ContactOutput>(
    resolver,
    typed ? { name: typed.name ?? '', email: typed.email ?? '', subject: typed.subject ?? '', message: typed.message ?? '' } : empty,
  );
  const kept: Partial<Record<keyof ContactForm, string>> = send.isIdle && Object.keys(form.errors).length === 0 ? (refused?.fieldErrors ?? {}) : {};
  const errors = { ...kept, ...form.errors };

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (err) => {
        if (err instanceof ApiError) {
          for (const [field, message] of Object.entries(err.fieldErrors)) {
            if ((FIELDS as readonly string[]).includes(field)) form.setError(field as keyof ContactForm, message);
          }
        }
        const description = err instanceof ApiError && err.status === 429 ? c.tooMany : c.sendFailedText;
        toast({ variant: 'destructive', title: c.sendFailed, description });
      },
    }),
  );

  const sendAnother = () => {
    form.reset(empty);
    send.reset();
    setFocusFirstField(true);
    setSent(false);
  };

  if (sent) {
    return (
      <div className="flex flex-col items-center py-10 text-center" role="status">
        <CheckCircle2Icon className="size-14 text-primary" aria-hidden />
        {/* Focus moves here so screen-reader users hear the result. */}
        <h2 ref={(el) => el?.focus()} tabIndex={-1} className="mt-4 text-2xl font-semibold outline-none">
          {c.sent}
        </h2>
        <p className="mt-2 max-w-md text-muted-foreground">{c.sentText}</p>
        <Button type="button" variant="outline" className="mt-6" onClick={sendAnother}>
          {c.sendAnother}
        </Button>
      </div>
    );
  }

  return (
    <form
      method="post"
      action="/api/contact/form"
      onSubmit={onSubmit}
      onFocusCapture={resolver.preload}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={c.formTitle}
    >
      {send.isIdle && refused?.message && (
        <Alert variant="destructive" className="sm:col-span-2" data-testid="contact-error">
          <AlertDescription>{refused.message}</AlertDescription>
        </Alert>
      )}
      <FormField label={c.name} id="contact-name" error={errors.name}>
        <Input autoComplete="name" placeholder={c.namePlaceholder} autoFocus={focusFirstField} {...form.field('name')} />
      </FormField>
      <FormField label={c.email} id="contact-email" error={errors.email}>
        <Input type="email" autoComplete="email" placeholder={c.emailPlaceholder} {...form.field('email')} />
      </FormField>
      <FormField label={c.subject} id="contact-subject" error={errors.subject} className="sm:col-span-2">
        <Input placeholder={c.subjectPlaceholder} {...form.field('subject')} />
      </FormField>
      <FormField label={c.message} id="contact-message" error={errors.message} className="sm:col-span-2">
        <Textarea rows={5} placeholder={c.messagePlaceholder} {...form.field('message')} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
          <SendIcon aria-hidden className="rtl:-scale-x-100" />
          {send.isPending ? c.sending : c.send}
        </Button>
      </div>
    </form>
  );
}
