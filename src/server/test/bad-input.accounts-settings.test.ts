import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for the settings' routes (accounts, part settings; see bad-input.ts).
fuzzRouteGroup('accountsSettings');
