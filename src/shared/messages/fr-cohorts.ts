// The cohorts capability's server-side words (issue 15, spec/cohorts.md). Spread into ./fr.ts; each
// part of the capability adds its own file fr-cohorts-<part>.ts beside this one, spread the same way.

export const frCohorts = {
  'cohorts.notFound': 'Cette session est introuvable.',
  'cohorts.staffOnly': 'Seuls les formateurs de la session et les administrateurs peuvent faire cela.',
} as const;
