import type { ReactNode } from 'react';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Card, CardContent, CardHeader } from '#web/ui/card.tsx';

/** One auth screen: its heading (also the tab title), an optional line under it, then the content. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}
