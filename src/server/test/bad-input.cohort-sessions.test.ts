import { fuzzRouteGroup } from './bad-input.ts';

// Bad input generated from the route schemas, for a cohort's live sessions, the learner's list and
// .ics, and the private calendar feed (issue 15; see bad-input.ts).
fuzzRouteGroup('cohortSessions');
