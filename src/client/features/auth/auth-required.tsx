import { useEffect } from 'react';
import { toast } from '@client/components/ui/use-toast';
import { currentPath, loginPath } from '@client/lib/next-path';
import { redirectSoon } from '@client/lib/redirect';

/**
 * What a visitor sees on a page that needs a login: a destructive toast, then (after 500 ms) the
 * page the spec names for that screen (/login with `?next=` back to this page).
 */
export function AuthRequired({ title, description, to, children }: { title: string; description: string; to: string; children?: React.ReactNode }) {
  useEffect(() => {
    toast({ variant: 'destructive', title, description });
    // The login page brings the visitor back here afterwards (read now: this is the page they opened).
    return redirectSoon(to === '/login' ? loginPath(currentPath()) : to);
  }, [title, description, to]);
  return (
    <div className="container py-16 text-center text-muted-foreground" role="status">
      {children ?? description}
    </div>
  );
}
