import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the instructor's desk: analytics, commissions and
// their CSV (issue 17; see bad-input.ts).
fuzzRouteGroup('instructorDesk');
