import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the 'catalog' routes (see bad-input.ts).
fuzzRouteGroup('catalog');
