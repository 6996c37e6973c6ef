import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the certificates' PDF and public verification
// (issue 16, part drawing; see bad-input.ts).
fuzzRouteGroup('certificatesDrawing');
