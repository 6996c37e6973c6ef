// npm run bench: each figure beside a baseline measured in the same run.
import { authenticatedRequests } from './authenticated-requests.ts';
import { courseStructureSavePostgres } from './course-structure-save.ts';
import { marketplaceListingPglite, marketplaceListingPostgres } from './marketplace-listing.ts';
import { progressSavePglite, progressSavePostgres } from './progress-save.ts';
import { webBundleSize } from './web-bundle-size.ts';

const benches = [
  webBundleSize,
  authenticatedRequests,
  marketplaceListingPglite,
  marketplaceListingPostgres,
  progressSavePglite,
  progressSavePostgres,
  courseStructureSavePostgres,
];
let failed = false;
for (const bench of benches) {
  try {
    const rows = await bench();
    for (const row of rows) console.info(row);
  } catch (error) {
    failed = true;
    console.error(`${bench.name}: failed — ${(error as Error).stack ?? error}`);
  }
}
if (failed) process.exitCode = 1;
