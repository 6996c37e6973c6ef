import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the admin cohort form's routes (see bad-input.ts).
fuzzRouteGroup('cohortsAdmin');
