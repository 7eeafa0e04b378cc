import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** A screen whose issue has not landed yet: its title and a way back, nothing pretending to work. */
export default function PlaceholderPage({ title }: { title: string }) {
  const t = useMessages();
  useDocumentTitle(title);
  return (
    <div className="container py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{t.common.comingSoon}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link href="/">{t.common.backHome}</Link>
      </Button>
    </div>
  );
}
