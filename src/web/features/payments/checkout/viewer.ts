// Who is looking at the checkout, as the router tells this feature (the session lives in the auth
// feature; src/web/routes composes the two). Payment calls are made only for a signed-in viewer.

export type Viewer =
  | { status: 'unknown' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; userId: string };
