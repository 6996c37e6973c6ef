// npm run bench: each figure beside a baseline measured in the same run.
// `npm run bench -- lighthouse firstvisit` runs only the benches named (names below).
import { authenticatedRequests } from './authenticated-requests.ts';
import { courseStructureSavePostgres } from './course-structure-save.ts';
import { firstVisitBench } from './first-visit.ts';
// instructor's desk (issue 17)
import { instructorAnalytics } from './instructor-analytics.ts';
import { lighthouseBench } from './lighthouse.ts';
import { marketplaceListingPglite, marketplaceListingPostgres } from './marketplace-listing.ts';
import { progressSavePglite, progressSavePostgres } from './progress-save.ts';
import { webBundleSize } from './web-bundle-size.ts';

const benches: Record<string, () => Promise<string[]>> = {
  bundle: webBundleSize,
  auth: authenticatedRequests,
  'listing-pglite': marketplaceListingPglite,
  'listing-postgres': marketplaceListingPostgres,
  'progress-pglite': progressSavePglite,
  'progress-postgres': progressSavePostgres,
  lighthouse: lighthouseBench,
  firstvisit: firstVisitBench,
  'structure-postgres': courseStructureSavePostgres,
  // instructor's desk (issue 17): 100 000 enrolments, 1 000 000 progress rows (PGlite, or DATABASE_URL)
  'instructor-analytics': instructorAnalytics,
};
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${Object.keys(benches).join(', ')})`);
  process.exit(2);
}
let failed = false;
for (const [name, bench] of Object.entries(benches)) {
  if (asked.length && !asked.includes(name)) continue;
  try {
    const rows = await bench();
    for (const row of rows) console.info(row);
  } catch (error) {
    failed = true;
    console.error(`${name}: failed — ${(error as Error).stack ?? error}`);
  }
}
if (failed) process.exitCode = 1;
