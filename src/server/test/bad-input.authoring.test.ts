import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the quiz and exercise builders (see bad-input.ts).
fuzzRouteGroup('authoring');
