import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.routes.tsx';

// Developer pages: the e-mail outbox (/dev/outbox), outside any shell.

export const devArea = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dev/outbox',
  component: lazyRouteComponent(() => import('#web/features/dev/routes/outbox-page.tsx'), 'OutboxPage'),
});

/** Under Vite's dev server only (removed from the build): the course structure builder alone. */
export const devStructureBuilder = import.meta.env.DEV
  ? createRoute({
      getParentRoute: () => rootRoute,
      path: 'dev/structure-builder',
      component: lazyRouteComponent(() => import('./dev-structure-builder.tsx'), 'DevStructureBuilder'),
    })
  : null;
