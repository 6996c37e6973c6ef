import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the 'platform' routes (see bad-input.ts).
fuzzRouteGroup('platform');
