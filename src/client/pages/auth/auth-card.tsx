import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

/** The frame shared by the login and signup screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="container flex justify-center py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          {/* asChild: an <h1> inside the card's <h3> is closed by the HTML parser, so a server-rendered page
              would not match what React hydrates (React error 418; docs/decisions/032-forms-before-code.md). */}
          <CardTitle asChild className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {children}
          <p className="text-center text-sm text-muted-foreground">{footer}</p>
        </CardContent>
      </Card>
    </div>
  );
}

/** The footer of the password screens: back to the sign-in page. */
export function BackToLogin({ label }: { label: string }) {
  return (
    <Link href="/login" className="font-medium text-primary hover:underline">
      {label}
    </Link>
  );
}

/** The server's answer once a password form is done (a polite region: read out when it appears). */
export function AuthAnswer({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Alert role="status" data-testid={testId}>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}
