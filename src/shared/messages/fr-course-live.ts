// The course editor's live stream (GET /api/courses/:courseId/events; decision 176). Spread into ./fr.ts.

export const frCourseLive = {
  'courses.live.tokenInvalid':
    'Le jeton du flux de modifications est invalide ou expiré : demandez-en un nouveau (…/events/token).',
} as const;
