import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { newsletterContract } from '@shared/contracts/newsletter';
import { msg } from '@shared/messages';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { api, ApiError } from '@client/lib/api-client';
import { useTranslator } from '@client/lib/i18n';
import { looksLikeEmail } from './looks-like-email';

/** The footer's one-field form, without a form library or zod (it is on every page). */
export function NewsletterForm() {
  const tr = useTranslator();
  const t = tr.m;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const subscribe = useMutation({
    mutationFn: (value: string) => api(newsletterContract.subscribe, { body: { email: value } }),
    onSuccess: (res) => {
      toast({ title: t.footer.newsletter, description: res.message });
      setEmail('');
    },
    onError: (err) => {
      const fieldError = err instanceof ApiError ? err.fieldErrors.email : undefined;
      if (fieldError) setError(fieldError);
      else toast({ variant: 'destructive', title: t.footer.newsletter, description: err.message || t.footer.subscribeFailed });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    const ok = looksLikeEmail(value);
    setError(ok ? undefined : tr.text(msg.footer.emailInvalid));
    if (ok) subscribe.mutate(value);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <div className="flex gap-2">
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t.footer.newsletterPlaceholder}
          aria-label={t.footer.newsletterPlaceholder}
          aria-invalid={!!error}
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? t.footer.subscribing : t.footer.subscribe}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
