import { Link } from 'wouter';
import { AlertCircleIcon, HomeIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

export default function NotFoundPage() {
  const t = useMessages();
  useDocumentTitle(t.notFound.title);
  return (
    <div className="container flex justify-center py-20">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircleIcon className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">{t.notFound.title}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t.notFound.hint}</p>
          <Button asChild className="mt-6">
            <Link href="/">
              <HomeIcon aria-hidden /> {t.common.backHome}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
