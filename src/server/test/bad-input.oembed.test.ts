import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the video look-up GET /api/oembed (see bad-input.ts).
fuzzRouteGroup('oembed');
