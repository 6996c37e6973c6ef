import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyModulesForPath, readRouteTable } from '../../../tools/route-chunks.ts';

// The precache list (vite.config.ts) and the bundle bench read the route table as text: router.tsx
// and the area files it assembles. This keeps that reading in step with the files (docs/decisions/094).

const table = readRouteTable(path.resolve(import.meta.dirname, '..'));

describe('the route table read at build time', () => {
  it('finds each page with its layout and the root, relative to src/web', () => {
    expect(lazyModulesForPath(table, 'marketplace')).toEqual([
      'routes/app-root.tsx',
      'routes/public-layout.tsx',
      'features/catalog/routes/marketplace-page.tsx',
    ]);
    expect(lazyModulesForPath(table, 'courses/$courseId/learn')).toEqual([
      'routes/app-root.tsx',
      'routes/student-layout.tsx',
      'routes/course-player-route.tsx',
    ]);
    expect(lazyModulesForPath(table, 'login')).toEqual([
      'routes/app-root.tsx',
      'features/auth/components/auth-layout.tsx',
      'features/auth/routes/login-page.tsx',
    ]);
  });

  it('holds the lazy modules that are not pages of their own (placeholders, checkout)', () => {
    expect(table).toContain("import('./routes/placeholder-page.tsx')");
    expect(table).toContain("import('./routes/checkout-routes.tsx')");
  });
});
