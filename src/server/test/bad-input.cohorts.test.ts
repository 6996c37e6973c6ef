import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the 'cohorts' routes (see bad-input.ts).
fuzzRouteGroup('cohorts');
