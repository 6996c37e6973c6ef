import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { WebMessageKey } from '#shared/messages/fr-web.ts';

/** Pages not built yet (./placeholder-page.tsx), loaded only when one of them is visited. */
const PlaceholderPage = lazyRouteComponent(() => import('./placeholder-page.tsx'), 'PlaceholderPage');

/** A page still shown as a placeholder: its name (for the title) and the shared placeholder component. */
export const placeholder = (titleKey: WebMessageKey) => ({
  staticData: { titleKey },
  component: PlaceholderPage,
});

/** A placeholder page at `path` under an area's layout. */
export const placeholderRoute = <TParent extends AnyRoute>(
  parent: TParent,
  path: string,
  titleKey: WebMessageKey,
) => createRoute({ getParentRoute: () => parent, path, ...placeholder(titleKey) });
