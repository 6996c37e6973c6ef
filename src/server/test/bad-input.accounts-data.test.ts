import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for 'Données et compte' (issue 17): the data export and
// the deletion request (see bad-input.ts).
fuzzRouteGroup('accountsData');
