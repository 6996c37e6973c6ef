import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the certificates' issuing routes (see bad-input.ts).
fuzzRouteGroup('certificatesIssue');
