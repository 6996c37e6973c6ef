import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { type RouterContext, routeGuard } from '#web/lib/route-guard.ts';
import { NotFound } from '#web/ui/not-found.tsx';

// The root of every area's routes (./*.routes.tsx). The guard (web/lib/route-guard.ts) runs before
// every page, with the session from the router's context (docs/decisions/093, 094).
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: routeGuard,
  component: lazyRouteComponent(() => import('./app-root.tsx'), 'AppRoot'),
  notFoundComponent: NotFound,
});
