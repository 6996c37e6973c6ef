// The folder boundaries of DESIGN.md, checked in `npm run check`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'src/shared imports only zod and itself (tests may use their tools).',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^src/shared/', '^node_modules/zod/', '^node_modules/@zod/'] },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-feature-isolation',
      comment: 'One web feature never imports another: compose them in src/web/routes.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-feature-own-messages',
      comment:
        "A web feature's strings are in fr-<feature>.ts (or fr-<feature>-<part>.ts); besides, it uses only the shared ones (fr-web, fr-offline).",
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/shared/messages/fr-',
        pathNot: ['^src/shared/messages/fr-$1[.-]', '^src/shared/messages/fr-(web|offline)[.]ts$'],
      },
    },
    {
      name: 'web-layout-draws-only',
      comment:
        'A layout draws the view model its hook returns (docs/decisions/102): no API module, no query client.',
      severity: 'error',
      from: { path: '^src/web/features/.*-layout[.]tsx$' },
      to: { path: ['^src/web/features/.*/api/', '@tanstack/react-query'] },
    },
    {
      name: 'web-floor-not-features',
      comment: 'The shared floor (ui, lib, shell) serves every feature and never reaches into one.',
      severity: 'error',
      from: { path: '^src/web/(ui|lib|shell)/' },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'schema-only-in-repositories',
      comment:
        'Every table has one owning repository (docs/decisions/078): under src/server/features only *.repo.ts files import db/schema; use cases and routes call a repository. Tests and their fixtures build worlds directly.',
      severity: 'error',
      from: {
        path: '^src/server/features/',
        pathNot: ['\\.repo\\.ts$', '\\.test\\.ts$', '-fixtures\\.ts$'],
      },
      to: { path: '^src/server/db/schema/' },
    },
    {
      name: 'production-not-test-support',
      comment:
        'Production code never imports src/server/test (decision 104): the demo seed builds with src/server/db/factories.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['\\.test\\.tsx?$', '-fixtures\\.ts$', '^src/server/test/'] },
      to: { path: '^src/server/test/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { pathNot: '^src/server/db/schema/' } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
