import { toast } from '@client/components/ui/use-toast';
import { currentPath, loginPath } from '@client/lib/next-path';
import { redirectSoon } from '@client/lib/redirect';

/** Spec §8: 'Login Required', then /login after 0.5 s; signing in comes back to this page (issue 29). */
export function promptLogin(title: string, description: string) {
  toast({ variant: 'destructive', title, description });
  redirectSoon(loginPath(currentPath()));
}
