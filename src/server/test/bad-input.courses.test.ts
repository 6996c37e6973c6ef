import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the course editor's routes (see bad-input.ts).
fuzzRouteGroup('courses');
