// GET /api/oembed's words (spec/authoring-and-shell.md §5; decision 175). Spread into ./fr.ts.

export const frOembed = {
  'oembed.urlRequired': "Indiquez l'adresse de la vidéo (YouTube ou Vimeo).",
  'oembed.urlNotRecognised': 'URL non reconnue comme YouTube ou Vimeo',
  'oembed.providerRefused':
    "{provider} ne donne pas d'informations sur cette vidéo (introuvable, privée ou non intégrable).",
  'oembed.providerUnavailable':
    "Impossible d'obtenir le titre et la durée de la vidéo auprès de {provider} pour l'instant : réessayez plus tard.",
  'oembed.config.urlInvalid': '{name} doit être une adresse http(s) ; valeur refusée : « {value} ».',
} as const;
