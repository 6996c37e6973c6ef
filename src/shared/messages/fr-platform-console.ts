// Platform console (issue 18): the server's and the shared contracts' words on organisations, the
// platform's settings, review moderation and the audit log. Spread into ./fr.ts.

export const frPlatformConsole = {
  // Organisations (superadmin)
  'platform.organization.nameInvalid': "Le nom de l'organisation doit faire de 2 à 120 caractères.",
  'platform.organization.slugInvalid':
    "L'identifiant doit faire de 2 à 50 caractères : lettres minuscules sans accent, chiffres et tirets (ex. institut-dakar).",
  'platform.organization.slugTaken': 'Cet identifiant est déjà pris par une autre organisation.',
  'platform.organization.notFound': 'Cette organisation est introuvable.',
  'platform.organization.adminEmailTaken':
    "Cette adresse a déjà un compte Jàng : invitez l'administrateur avec une autre adresse.",
  'platform.organization.alreadySuspended': 'Cette organisation est déjà suspendue.',
  'platform.organization.notSuspended': "Cette organisation n'est pas suspendue.",
  'platform.organization.reasonInvalid': 'Indiquez un motif de 3 à 500 caractères.',
  'platform.organization.ownSuspension': 'Vous ne pouvez pas suspendre votre propre organisation.',
  'platform.organization.suspended':
    "Votre organisation est suspendue : la connexion est impossible. Contactez l'assistance de la plateforme.",
  'platform.organization.pageInvalid': 'Numéro de page invalide.',
  'platform.actingHeaderInvalid': "L'organisation administrée (en-tête X-Acting-Organization) est invalide.",
  'platform.actingNotAllowed': 'Seul un superadmin peut administrer une autre organisation.',

  // Organisation settings (admin)
  'platform.settings.currencyInvalid': 'Devise non supportée : choisissez XOF, EUR ou USD.',
  'platform.settings.emailInvalid': "Format d'email invalide",
  'platform.settings.phoneInvalid':
    'Format de numéro de téléphone invalide. Le numéro doit commencer par + suivi du code pays et du numéro (ex: +221 77 000 00 00)',
  'platform.settings.senderNameInvalid':
    "Le nom d'expéditeur doit faire de 2 à 80 caractères, sans < > ni guillemets.",
  'platform.settings.textTooLong': 'Ce texte est trop long ({max} caractères au plus).',
  'platform.asset.tooLarge': "L'image est trop volumineuse. Taille maximale autorisée : {limit}.",
  'platform.asset.unsupported':
    'Format d’image non supporté. Formats acceptés : {accepted}. Les images SVG sont refusées.',
  'platform.asset.missing': 'Envoyez une image dans le champ « file ».',
  'platform.asset.noPublicUrl': "L'image a été reçue mais son adresse publique n'a pas pu être obtenue.",

  // Platform settings (superadmin)
  'platform.settings.platformNameInvalid': 'Le nom de la plateforme doit faire de 2 à 60 caractères.',
  'platform.settings.maintenanceInvalid': 'Le message de maintenance fait au plus 300 caractères.',
  'platform.settings.shareInvalid': 'La part du formateur est un pourcentage entier de 0 à 100.',
  'platform.settings.passwordMinInvalid':
    'La longueur minimale du mot de passe est un nombre entier de 8 à 64.',
  'platform.settings.attemptsInvalid': 'Le nombre de tentatives est un nombre entier de 3 à 50.',
  'platform.settings.pauseInvalid': 'La pause est un nombre entier de 1 à 1440 minutes.',
  'platform.settings.lifetimeInvalid':
    'La durée de session est un nombre entier de 1 à 2160 heures (90 jours).',
  'platform.settings.footerInvalid': 'Le pied de page fait au plus 500 caractères.',
  'platform.passwordTooShort': 'Le mot de passe doit contenir au moins {min} caractères.',
  'platform.signInPaused':
    'Trop de tentatives de connexion sur ce compte : réessayez dans {minutes} minute(s).',

  // Reviews
  'platform.review.notFound': 'Cet avis est introuvable.',
  'platform.review.alreadyHidden': 'Cet avis est déjà masqué.',
  'platform.review.notHidden': "Cet avis n'est pas masqué.",
  'platform.review.filterInvalid': 'Filtre invalide : choisissez all, visible ou hidden.',

  // Audit log
  'platform.audit.dateInvalid': 'Date invalide',
  'platform.audit.rangeInvalid': 'La date de début doit précéder la date de fin.',
  'platform.audit.filterTooLong': 'Ce filtre est trop long (100 caractères au plus).',
} as const;
