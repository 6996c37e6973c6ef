import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.routes.tsx';

// Developer pages: the e-mail outbox (/dev/outbox), outside any shell.

export const devArea = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dev/outbox',
  component: lazyRouteComponent(() => import('#web/features/dev/routes/outbox-page.tsx'), 'OutboxPage'),
});
