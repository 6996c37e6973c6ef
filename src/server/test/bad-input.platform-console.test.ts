import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the platform console's routes (issue 18; see bad-input.ts).
fuzzRouteGroup('platformConsole');
