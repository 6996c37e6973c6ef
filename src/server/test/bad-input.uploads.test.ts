import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the resumable uploads (see bad-input.ts).
fuzzRouteGroup('uploads');
