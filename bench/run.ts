// npm run bench: each figure beside a baseline measured in the same run.
import { authenticatedRequests } from './authenticated-requests.ts';
import { webBundleSize } from './web-bundle-size.ts';

const benches = [webBundleSize, authenticatedRequests];
for (const bench of benches) {
  const rows = await bench();
  for (const row of rows) console.info(row);
}
