import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the certificate designer's routes (see bad-input.ts).
fuzzRouteGroup('certificatesDesigner');
