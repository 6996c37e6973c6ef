// The folder boundaries of DESIGN.md, checked in `npm run check`.

// Every table has one owning repository (docs/decisions/078, 119, 121): a schema file listed here is
// imported, under src/server/features, only by its owner's folder (tests and fixtures build worlds
// directly). Other slices call the owner's functions or use the query pieces it exports. A list names
// the owner first, then the one slice that shares the table, each for a reason decision 121 gives: the
// catalogue's listing (decisions 009, 010) joins courses and instructors in one tuned query and
// writes the courses' derived columns (search text, counts, rating, card price).
const TABLE_OWNERS = {
  // Accounts, data and deletion (issue 17)
  'account-deletions.ts': 'accounts',
  // admin-people (issue 18)
  'admin-people.ts': 'admin',
  'audit-log.ts': 'audit',
  'certificate-templates.ts': 'certificates',
  'certificates.ts': 'certificates',
  'catalog.ts': 'catalog',
  'cohorts.ts': 'cohorts',
  'courses.ts': ['courses', 'catalog'],
  'enrollments.ts': 'enrollments',
  'exercises.ts': 'exercises',
  'instructors.ts': ['instructor', 'catalog'],
  // Progress and achievements (issue 17): the learner's activity per day
  'learner-activity.ts': 'learning',
  // instructor's desk (issue 17): the analytics summary
  'instructor-stats.ts': 'instructor',
  'notifications.ts': 'notifications',
  'organizations.ts': 'organizations',
  'payments.ts': 'payments',
  // Platform console (issue 18)
  'platform-settings.ts': 'platform',
  'progress.ts': 'learning',
  'promo-codes.ts': 'payments',
  'quizzes.ts': 'quizzes',
  'reviews.ts': 'catalog',
  'users.ts': 'auth',
  // Accounts, part settings (issue 17)
  'account-settings.ts': 'accounts',
};
const TESTS_AND_FIXTURES = ['\\.test\\.ts$', '-fixtures\\.ts$'];
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
      name: 'schema-by-aggregate-file',
      comment:
        'A repository imports the schema file of each table it touches (db/schema/<aggregate>.ts), not the index, so the owner rules below can see which tables it uses.',
      severity: 'error',
      from: { path: '^src/server/features/', pathNot: TESTS_AND_FIXTURES },
      to: { path: '^src/server/db/schema/index\\.ts$' },
    },
    ...Object.entries(TABLE_OWNERS).map(([file, owner]) => {
      const owners = [owner].flat();
      return {
        name: `table-owner-${file.replace(/\.ts$/, '')}`,
        comment: `The tables of db/schema/${file} belong to ${owners.map((name) => `features/${name}`).join(' and ')}: others call its repository (docs/decisions/119, 121).`,
        severity: 'error',
        from: {
          path: '^src/server/features/',
          pathNot: [...owners.map((name) => `^src/server/features/${name}/`), ...TESTS_AND_FIXTURES],
        },
        to: { path: `^src/server/db/schema/${file.replace('.', '\\.')}$` },
      };
    }),
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
