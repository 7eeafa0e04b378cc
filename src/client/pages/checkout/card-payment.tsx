import { useState, type FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';

export interface CardPaymentProps {
  publishableKey: string;
  clientSecret: string;
  /** "4001.00": what Stripe will charge (the server's figure). */
  amount: string;
  billing: { name: string; email: string };
  /** The card was charged (or is being processed by the bank). */
  onPaid(paymentIntentId: string): void;
  /** Stripe refused the card: its message, or none. */
  onCardError(message: string | undefined): void;
  /** Something broke on the way (network, Stripe.js). */
  onException(): void;
  onCancel(): void;
}

// One Stripe.js per key. `pure` loads the script only now, when a customer pays by card.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key, { locale: 'fr' });
    stripes.set(key, stripe);
  }
  return stripe;
};

/**
 * Spec §2/§4 (card): the French card form shown after Place Order. It confirms the PaymentIntent
 * with Stripe in the browser; the server then verifies it again before taking the order.
 */
export default function CardPayment(props: CardPaymentProps) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ locale: 'fr' }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ clientSecret, amount, billing, onPaid, onCardError, onException, onCancel }: CardPaymentProps) {
  const t = useMessages().checkout.payment;
  const tr = useTranslator();
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setProcessing(true);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: billing.name, email: billing.email } },
      });
      if (result.error) onCardError(result.error.message);
      else if (result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing') onPaid(result.paymentIntent.id);
      else onCardError(undefined);
    } catch {
      onException();
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Card lang="fr" data-testid="card-payment">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t.title}</h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">{interpolate(t.amount, { amount: tr.money(amount) })}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <div>
            <p className="mb-2 text-sm font-medium">{t.cardLabel}</p>
            <div className="rounded-md border border-input bg-background px-3 py-3">
              <CardElement options={{ hidePostalCode: true }} />
            </div>
          </div>
          <div className="flex justify-end gap-3">
            <Button type="button" variant="outline" onClick={onCancel} disabled={processing}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={!stripe || processing}>
              {processing ? t.processing : t.pay}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
