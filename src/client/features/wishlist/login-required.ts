import { toast } from '@client/components/ui/use-toast';
import { redirectSoon } from '@client/lib/redirect';

/** Spec §8: 'Login Required', then /login after 0.5 s. */
export function promptLogin(title: string, description: string) {
  toast({ variant: 'destructive', title, description });
  redirectSoon('/login');
}
