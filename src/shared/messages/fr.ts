// Accounts, part settings (issue 17)

// Accounts, data and deletion (issue 17)
import { frAccountsData } from './fr-accounts-data.ts';
import { frAccountsSettings } from './fr-accounts-settings.ts';
// admin-people (issue 18)
import { frAdminPeople } from './fr-admin-people.ts';
import { frBuilders } from './fr-builders.ts';
// Certificates: the template designer (issue 16, part designer)
import { frCertificatesDesigner } from './fr-certificates-designer.ts';
// Certificates, part drawing (issue 16): the PDF and the public verification
import { frCertificatesDrawing } from './fr-certificates-drawing.ts';
// Certificates, part issue (issue 16)
import { frCertificatesIssue } from './fr-certificates-issue.ts';
import { frCohorts } from './fr-cohorts.ts';
// cohorts: admin cohort form (issue 15, part admin)
import { frCohortsAdmin } from './fr-cohorts-admin.ts';
// Cohorts, part discussion (announcements and discussion board)
import { frCohortsDiscussion } from './fr-cohorts-discussion.ts';
// cohorts, part enrolment (issue 15)
import { frCohortsEnrolment } from './fr-cohorts-enrolment.ts';
// Cohorts: live sessions (issue 15, part sessions)
import { frCohortsSessions } from './fr-cohorts-sessions.ts';
// Cohorts, part space (issue 15)
import { frCohortsSpace } from './fr-cohorts-space.ts';
import { frCourseLive } from './fr-course-live.ts';
import { frCourses } from './fr-courses.ts';
// instructor's desk (issue 17)
import { frInstructorDesk } from './fr-instructor-desk.ts';
import { frNotifications } from './fr-notifications.ts';
import { frOembed } from './fr-oembed.ts';
// Platform console (issue 18)
import { frPlatformConsole } from './fr-platform-console.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The French catalogue: every user-facing string, with the spec's exact wording where it gives one.
// Keys are typed: a missing key fails to compile. This is the catalogue of the server and src/shared.
// The web app imports ./fr-web.ts instead, the strings it shows (spread in below), plus one feature's
// own in ./fr-catalog.ts, ./fr-catalog-details.ts (the marketplace) or ./fr-auth.ts (the auth
// screens). Only strings no web page shows (API errors, validation of the shared contracts…) are
// written here, so a browser does not download them (only the auth pages, whose forms validate with
// the shared contracts, bring this file along).

const frServer = {
  // Server errors
  'error.validation': 'Les données envoyées sont invalides.',
  'error.conflict': 'Cette ressource existe déjà.',
  'error.invalidId': 'Identifiant invalide',
  'error.payloadTooLarge': 'Les données envoyées sont trop volumineuses.',
  'error.nulCharacter': 'Les données envoyées contiennent un caractère nul (\\0), non autorisé.',
  'error.loneSurrogate':
    'Les données envoyées contiennent un caractère Unicode invalide (demi-paire isolée).',
  'error.malformedJson': "Le corps de la requête n'est pas un JSON valide.",
  'error.unsupportedMediaType': 'Type de contenu non pris en charge : envoyez du JSON (application/json).',
  'error.urlTooLong': "L'adresse demandée est trop longue.",
  'error.headersTooLarge': 'Les en-têtes de la requête sont trop volumineux.',
  'error.badRequest': 'Requête HTTP invalide.',
  'request.timeoutServer': "La requête n'est pas arrivée à temps : réessayez.",
  'config.trustProxyInvalid':
    "TRUST_PROXY doit être une liste d'adresses ou de plages de proxys séparées par des virgules (« 10.0.0.1, 10.1.0.0/16 », ou loopback) ; valeur refusée : « {value} ».",
  'files.notFound': 'Ce fichier est introuvable.',
  'files.unreadablePicture': 'Type de fichier non supporté : cette image ne peut pas être lue.',

  // Editor uploads (spec/authoring-and-shell.md §5, §9; docs/decisions/150-resumable-uploads.md)
  'uploads.tooLarge': 'Fichier trop volumineux : « {name} » fait {size}, la limite est de {limit}.',
  'uploads.exceedsDeclaredLength':
    "Fichier trop volumineux : les octets envoyés dépassent la taille annoncée à la création de l'envoi (Upload-Length).",
  'uploads.unsupportedType':
    'Type de fichier non supporté : le contenu de « {name} » est de type {detected}. Formats acceptés : {accepted}.',
  'uploads.unknownType':
    "Type de fichier non supporté : le contenu de « {name} » n'est pas reconnu. Formats acceptés : {accepted}.",
  'uploads.markupType':
    'Type de fichier non supporté : « {name} » contient du balisage HTML. Formats acceptés : {accepted}.',
  'uploads.acceptedTypes':
    'PDF, Word, Excel, PowerPoint, texte (UTF-8), CSV, MP3, WAV, OGG, AAC, JPG, JPEG, PNG, WebP et GIF',
  'uploads.notFound': 'Cet envoi de fichier est introuvable.',
  'uploads.notFinished':
    "Cet envoi de fichier n'est pas terminé : reprenez-le avant de demander son résultat.",
  'uploads.tusVersion':
    "Cette adresse suit le protocole tus : ajoutez l'en-tête Tus-Resumable: 1.0.0 (seule version prise en charge).",
  'uploads.lengthNeeded':
    "Indiquez la taille du fichier dans l'en-tête Upload-Length (un nombre entier d'octets) ; une taille différée n'est pas acceptée.",
  'uploads.offsetNeeded':
    "L'en-tête Upload-Offset doit donner la position de reprise : un nombre entier d'octets.",
  'uploads.contentTypeNeeded':
    'Envoyez les octets du fichier avec l’en-tête Content-Type: application/offset+octet-stream.',
  'uploads.metadataMalformed':
    "L'en-tête Upload-Metadata est mal formé : des paires « clé valeur-en-base64 » séparées par des virgules.",
  'uploads.fileNameMalformed': "Le nom du fichier n'est pas valide : renommez-le puis envoyez-le de nouveau.",
  'uploads.offsetConflict':
    'La position de reprise (Upload-Offset) ne correspond pas aux octets déjà reçus : demandez-la (HEAD) puis reprenez.',
  'uploads.busy': "Une autre partie de cet envoi est en cours d'écriture : réessayez dans un instant.",
  'uploads.refused': "Cette requête d'envoi de fichier (protocole tus) n'est pas acceptée.",
  'dev.outboxForbidden':
    "La boîte d'envoi de développement ne se lit que depuis la machine du serveur, ou connecté en superadministrateur.",

  // Auth (spec/authoring-and-shell.md §8)
  'auth.invalidCredentials': 'Email ou mot de passe incorrect.',
  'auth.emailNotVerified': "Votre email n'est pas encore confirmé. Vérifiez votre boîte de réception.",
  'auth.accountDisabled': "Ce compte est désactivé. Contactez l'administrateur.",
  'auth.notAuthenticated': 'Utilisateur non authentifié. Veuillez vous reconnecter.',
  'auth.sessionRevoked': 'Session révoquée',

  // Field validation
  'field.required': 'Ce champ est obligatoire',
  'field.emailInvalid': "Format d'email invalide",
  'field.passwordTooShort': 'Le mot de passe doit contenir au moins {min} caractères',
  'field.passwordTooLong': 'Le mot de passe doit contenir au plus {max} caractères',
  'field.firstNameRequired': 'Le prénom est requis',
  'field.lastNameRequired': 'Le nom est requis',
  'field.tooLong': 'Ce champ doit contenir au plus {max} caractères',
  'field.roleInvalid': 'Rôle invalide',
  'auth.invitationSent': 'Invitation envoyée à {email}',
  'instructor.profileNotFound': 'Profil instructeur non trouvé',
  'instructor.inactive': 'Compte instructeur inactif',
  'accounts.profileNotFound': 'Profil non trouvé',

  // Marketplace
  'catalog.searchTooLong': 'La recherche doit contenir au plus 100 caractères',
  'catalog.categoryInvalid': 'Catégorie invalide',
  'catalog.languageInvalid': 'Langue inconnue',
  'catalog.levelInvalid': 'Niveau inconnu',
  'catalog.priceInvalid': 'Le prix doit être un nombre entier positif (en FCFA)',
  'catalog.priceRangeInvalid': 'Le prix maximum doit être supérieur ou égal au prix minimum',
  'catalog.ratingInvalid': 'La note minimale doit être un entier entre 1 et 5',
  'catalog.sortInvalid': 'Tri inconnu : choisissez popular, recent, price_asc, price_desc ou rating',
  'catalog.pageInvalid': 'La page doit être un entier supérieur ou égal à 1',
  'catalog.limitInvalid': 'Le nombre de résultats par page doit être un entier entre 1 et {max}',
  'review.ratingInvalid': 'La note doit être un entier entre 1 et 5',
  'review.notEnrolled': 'Seuls les apprenants inscrits à cette formation peuvent laisser un avis.',
  'review.alreadyExists': 'Vous avez déjà laissé un avis sur cette formation. Modifiez-le plutôt.',
  'review.notYours': "Cet avis n'est pas le vôtre.",

  // Progress
  'progress.numberInvalid':
    'Valeur invalide pour {field} : un nombre de secondes entre 0 et 86400 est attendu',
  'progress.percentageInvalid': 'Le pourcentage doit être un nombre entre 0 et 100',
  'progress.completedInvalid': 'isCompleted doit être vrai ou faux',
  'progress.withoutVideoInvalid': 'isWithoutVideo doit être vrai ou faux',
  'learning.lessonLocked': 'Cette leçon est verrouillée : terminez les leçons précédentes pour y accéder.',
  'learning.weekLocked': 'Cette leçon s’ouvrira avec sa semaine, le {date}.',
  'progress.lessonNotInCourse': "Cette leçon n'appartient pas à cette formation.",
  'progress.notEnrolled': "Vous n'êtes pas inscrit à cette formation.",
  'progress.expired': 'Votre accès à cette formation a expiré. Contactez le support pour le renouveler.',

  // Quizzes (spec/learner.md §4 "Quiz flow", §8)
  'quizzes.notFound': 'Quiz introuvable',
  'quizzes.alreadyCompleted': 'Déjà complétée',
  'quizzes.retryNotAllowed': 'Vous avez déjà complété cette évaluation : une seule tentative est autorisée.',
  'quizzes.courseMismatch': "Ce quiz n'appartient pas à cette formation.",
  'quizzes.attemptNotFound': 'Tentative introuvable',
  'quizzes.attemptNotInQuiz': "Cette tentative n'appartient pas à ce quiz.",
  'quizzes.attemptClosed': 'Cette tentative est terminée : elle ne peut plus être modifiée.',
  'quizzes.questionNotFound': 'Question introuvable',
  'quizzes.questionNotInQuiz': "Cette question n'appartient pas à ce quiz.",
  'quizzes.alreadyAnswered': 'Vous avez déjà répondu à cette question.',
  'quizzes.answerInvalid':
    "Réponse invalide : un identifiant d'option, un texte, une correspondance par option ou null est attendu.",
  'quizzes.answerTooLong': 'La réponse doit contenir au plus {max} caractères',
  'quizzes.answerNeedsOption': 'Pour cette question, choisissez une des options proposées.',
  'quizzes.answerNeedsText': 'Pour cette question, une réponse écrite est attendue.',
  'quizzes.answerNeedsPairs': 'Pour cette question, associez chaque élément à une valeur.',
  'quizzes.optionNotInQuestion': "Cette option n'appartient pas à cette question.",

  // Exercises (spec/learner.md §2 "Lesson renderer by type", §3, §8)
  'exercises.notFound': 'Exercice introuvable',
  'exercises.defaultDescription': 'Exercice pratique',
  'exercises.deadlinePassed':
    "La date limite de cet exercice est dépassée : il n'accepte plus de soumission.",
  'exercises.alreadyGraded': 'Cet exercice a déjà été corrigé : votre soumission ne peut plus être modifiée.',
  'exercises.submissionEmpty': 'Écrivez une réponse ou joignez un fichier.',
  'exercises.textTooLong': 'La réponse doit contenir au plus {max} caractères',
  'exercises.textInvalid': 'La réponse doit être un texte.',
  'exercises.fileTooLarge': 'Fichier trop volumineux : {max} Mo maximum.',
  'exercises.fileTypeUnsupported':
    'Type de fichier non supporté : PDF, Word, Excel, PowerPoint, texte, CSV, PNG ou JPEG.',
  'exercises.fileContentMismatch':
    "Type de fichier non supporté : « {name} » porte l'extension .{extension}, mais son contenu est de type {detected}.",
  'exercises.fileContentUnknown':
    "Type de fichier non supporté : le contenu de « {name} » n'est pas celui d'un fichier .{extension}.",
  'exercises.fileNotUtf8Text':
    "Type de fichier non supporté : « {name} » n'est pas un texte UTF-8. Enregistrez-le en UTF-8, puis joignez-le de nouveau.",
  'exercises.fileNameInvalid': "Le nom du fichier n'est pas valide : renommez-le puis joignez-le de nouveau.",
  'exercises.oneFileOnly': 'Joignez un seul fichier à votre soumission.',
  'exercises.textRepeated': 'La réponse (text) est envoyée deux fois : envoyez-la une seule fois.',
  'exercises.formTooManyParts':
    'Le formulaire envoyé contient trop de champs : une réponse (text) et un fichier (file) au plus.',
  'exercises.formMalformed':
    'Le formulaire envoyé est incomplet ou mal formé : envoyez de nouveau votre réponse.',
  'exercises.submissionNotFound': 'Soumission introuvable',
  'exercises.notYourCourse': "Cette soumission concerne une formation que vous n'enseignez pas.",
  'exercises.scoreInvalid': 'La note doit être un nombre entier positif ou nul.',
  'exercises.scoreOutOfRange': 'La note doit être comprise entre 0 et {max}.',
  'exercises.maxScoreInvalid': 'La note maximale doit être un nombre entier supérieur ou égal à 1.',
  'exercises.statusInvalid': 'Statut inconnu : choisissez submitted ou graded.',
  'exercises.noFile': "Cette soumission n'a pas de fichier joint.",
  'exercises.fileMissing': 'Le fichier de cette soumission est introuvable sur le serveur.',

  // Payments (spec/learner.md §4 "Checkout flow", §5, §8; spec/cohorts.md §5 "Promo codes")
  'payments.amountInvalid':
    "Le montant du paiement n'est pas valide. Veuillez sélectionner un plan tarifaire.",
  'payments.notificationUnconfirmed':
    "Notification reçue, mais le paiement n'a pas encore pu être confirmé auprès de la passerelle : il reste en attente et sera vérifié de nouveau.",
  'payments.amountNotWhole':
    'Le montant doit être un nombre entier de francs CFA, sans centimes : actualisez la page et vérifiez le récapitulatif.',
  'payments.currencyInvalid': 'Seul le franc CFA (XOF) est accepté pour le paiement.',
  // (payments server messages: add below this line)
  'payments.config.keysIncomplete':
    'Configuration {gateway} incomplète : {missing} manquant(s). Renseignez toutes ses clés, ou aucune pour passer par le bac à sable.',
  'payments.config.paytechEnvInvalid':
    'PAYTECH_ENV doit valoir « test » ou « prod » (obligatoire en production dès que les clés PayTech sont configurées).',
  'payments.config.pendingExpiryInvalid':
    "PAYMENT_PENDING_EXPIRY_HOURS doit être un nombre entier d'heures, au moins 1 (valeur reçue : « {value} »).",
  'payments.config.pendingExpiryTooShort':
    'PAYMENT_PENDING_EXPIRY_HOURS ({hours} h) doit dépasser PAYMENT_RECHECK_AFTER_MINUTES ({minutes} min) : sinon un paiement expirerait dès sa première vérification.',
  'payments.config.paytechNeedsHttps':
    "PayTech n'envoie ses notifications (IPN) qu'à une adresse https : APP_URL ({appUrl}) doit commencer par https://, ou retirez les clés PayTech.",
  'payments.promo.unknown': 'Code promo invalide',
  'payments.promo.notForThisCourse': "Ce code promo n'est pas valable pour cette formation.",
  'payments.promo.notYetValid': "Ce code promo n'est pas encore valable : il le sera à partir du {date}.",
  'payments.promo.expired': 'Ce code promo a expiré.',
  'payments.promo.exhausted': "Ce code promo a atteint son nombre maximal d'utilisations.",
  'payments.promo.alreadyUsed': 'Vous avez déjà utilisé ce code promo.',
  'payments.promo.minimumNotReached': "Ce code promo demande un achat d'au moins {amount}.",
  'payments.promo.notStackable':
    'Ce code promo ne se cumule pas avec la réduction déjà appliquée, qui vous offre un meilleur prix.',
  'payments.planUnavailable':
    "Ce mode de paiement n'est pas proposé pour cette formation. Choisissez un autre plan tarifaire.",
  'payments.noPlans':
    "Ce cours ne propose actuellement pas d'options de paiement. Veuillez contacter l'administrateur pour plus d'informations.",
  'payments.amountMismatch':
    'Le montant envoyé ({sent}) ne correspond pas au montant à payer ({expected}). Actualisez la page et vérifiez le récapitulatif.',
  'payments.promo.firstPaymentOnly': "Les codes promo s'appliquent au premier paiement uniquement.",
  'payments.failure.alreadyPaid': 'Cette échéance était déjà réglée : ce paiement vous sera remboursé.',
  'payments.invitationOnly': 'Cette formation est accessible sur invitation uniquement.',
  'payments.alreadyEnrolled': 'Vous êtes déjà inscrit à cette formation.',
  'payments.scheduleUnderWay':
    'Vous payez déjà cette formation par échéances : seule votre prochaine échéance, de {amount}, peut être réglée maintenant.',
  'payments.cohortFull': "Cette session n'a plus de places disponibles.",
  // Held by payments under way (docs/decisions/063).
  'payments.seatHeld.one':
    "La dernière place de cette session est réservée par un paiement en cours. Elle sera libérée si ce paiement échoue, est annulé ou n'est pas confirmé avant le {date} : réessayez dans quelques minutes.",
  'payments.seatHeld.many':
    "Les dernières places de cette session sont réservées par des paiements en cours. Une place sera libérée si l'un d'eux échoue, est annulé ou n'est pas confirmé avant le {date} : réessayez dans quelques minutes.",
  'payments.promo.held.one':
    "Ce code promo est réservé par un paiement en cours. Il sera libéré si ce paiement échoue, est annulé ou n'est pas confirmé avant le {date} : réessayez dans quelques minutes, ou payez sans code.",
  'payments.promo.held.many':
    "Les dernières utilisations de ce code promo sont réservées par des paiements en cours. Une utilisation sera libérée si l'un d'eux échoue, est annulé ou n'est pas confirmé avant le {date} : réessayez dans quelques minutes, ou payez sans code.",
  'payments.cohortClosed': "Cette session n'est pas ouverte aux inscriptions.",
  'payments.cohortNotOfCourse': "Cette session n'appartient pas à cette formation.",
  'payments.gatewayRequired': 'Choisissez un moyen de paiement.',
  'payments.gatewayUnavailable': "Le moyen de paiement {gateway} n'est pas disponible pour le moment.",
  'payments.methodRequired': 'Veuillez sélectionner une méthode de paiement',
  'payments.phoneRequired': 'Le numéro de téléphone est requis',
  'payments.phoneInvalid': 'Format de numéro invalide',
  'payments.methodNotOffered': "La méthode {method} n'est pas proposée par {gateway}.",
  'payments.idempotencyKeyReused':
    'Cette clé de paiement a déjà servi pour un autre achat. Actualisez la page pour recommencer.',
  'payments.initializing': 'Le paiement est en cours de préparation. Réessayez dans quelques secondes.',
  'payments.initFailed': "Une erreur est survenue l'initialisation du paiement.",
  'payments.redirecting': 'Redirection vers la page de paiement…',
  'payments.freeEnrolled': 'Inscription confirmée.',
  'payments.notificationRejected': 'Notification de paiement refusée.',
  'payments.failure.cohortFull':
    "La session est complète : votre paiement n'a pas pu être validé et vous sera remboursé.",
  'payments.failure.promoUnavailable':
    "Le code promo n'était plus disponible : votre paiement n'a pas pu être validé et vous sera remboursé.",
  'payments.failure.alreadyEnrolled':
    'Vous étiez déjà inscrit à cette formation : ce paiement vous sera remboursé.',
  'payments.failure.amountMismatch':
    'Le montant reçu ne correspond pas au montant attendu : ce paiement vous sera remboursé.',
  'payments.failure.gateway': "Votre paiement n'a pas pu être traité",
  'payments.failure.expired':
    "Ce paiement n'a pas été confirmé à temps et a expiré. Si vous avez tout de même été débité, il sera pris en compte dès que votre opérateur nous le confirmera ; en cas de doute, contactez le support.",
  'payments.installmentOverdue':
    "Votre accès est suspendu : l'échéance de {amount} prévue le {date} n'est pas réglée. Réglez-la depuis la page de paiement de la formation pour retrouver l'accès.",
  'payments.sandbox.title': 'Paiement de démonstration',
  'payments.sandbox.intro': 'Aucun argent réel ne sera débité. Choisissez le résultat du paiement.',
  'payments.sandbox.amount': 'Montant',
  'payments.sandbox.reference': 'Référence',
  'payments.sandbox.course': 'Formation',
  'payments.sandbox.succeed': 'Simuler un paiement réussi',
  'payments.sandbox.fail': 'Simuler un échec',
  'payments.sandbox.notPending': 'Ce paiement a déjà été traité.',

  // Admin payments page (docs/decisions/037)
  'payments.admin.statusInvalid':
    'Statut inconnu : choisissez pending, completed, failed, cancelled ou expired.',
  'payments.admin.refundDueInvalid': 'refundDue doit valoir true ou false.',
  'payments.admin.searchTooLong': 'La recherche doit contenir au plus {max} caractères',
  'payments.admin.pageInvalid': 'La page doit être un entier entre 1 et {max}',
  'payments.admin.limitInvalid': 'Le nombre de paiements par page doit être un entier entre 1 et {max}',
  'payments.admin.noteRequired':
    'Indiquez une note sur le remboursement (par exemple la référence de la transaction mobile money).',
  'payments.admin.notFound': 'Paiement introuvable',
  'payments.admin.notRefundDue':
    "Ce paiement n'est pas à rembourser : aucun remboursement ne peut être enregistré.",
  'payments.admin.alreadyRefunded': 'Ce remboursement a déjà été enregistré le {date} par {name}.',

  // Payment gateways (PayDunya, PayTech)
  // (gateway messages: add below this line)
  'payments.gateway.timeout':
    'Le service de paiement {gateway} ne répond pas. Veuillez réessayer dans quelques instants.',
  'payments.gateway.unreachable':
    'Le service de paiement {gateway} est injoignable. Veuillez réessayer dans quelques instants.',
  'payments.gateway.httpError':
    'Le service de paiement {gateway} a répondu par une erreur ({status}). Veuillez réessayer.',
  'payments.gateway.invalidResponse':
    'Réponse illisible du service de paiement {gateway}. Veuillez réessayer.',
  'payments.gateway.checkoutRefused':
    '{gateway} a refusé la demande de paiement (code {code}). Veuillez réessayer ou choisir un autre moyen de paiement.',
  'payments.gateway.amountInvalid':
    'Le montant à payer doit être un nombre entier de francs CFA supérieur à zéro.',
  'payments.gateway.notificationMalformed': 'Notification de paiement mal formée.',
  'payments.gateway.notificationUnsigned': 'Notification de paiement non signée.',
  'payments.gateway.notificationForged': 'Signature de la notification de paiement invalide.',
  'payments.gateway.notificationAmountInvalid': 'Montant de la notification de paiement invalide.',
  'payments.gateway.notificationUnknownEvent': 'Type de notification de paiement inconnu.',
  'payments.gateway.notificationWrongEnv':
    'Notification de paiement émise pour un autre environnement {gateway}.',
  'payments.gateway.notificationUnconfirmed':
    'Impossible de vérifier la notification de paiement auprès de {gateway}.',
  'payments.gateway.notificationMismatch':
    'La notification de paiement ne correspond pas à la vérification faite auprès de {gateway}.',

  // Support contacts (docs/decisions/055)
  'support.config.invalid':
    '{name} est invalide ({value}) : un email, ou un numéro au format international (+221 …), est attendu.',

  // Link previews and search results of the public pages (docs/decisions/132)
  'seo.homeDescription':
    'Apprenez en ligne avec Jàng : formations en auto-formation ou en cohorte, quiz, exercices et certificats, payées en FCFA par mobile money.',
  'seo.marketplaceDescription':
    'Toutes les formations de Jàng : auto-formation ou sessions en cohorte, en français, payées en FCFA par mobile money.',
  'seo.instructorDescription': 'Les formations de {name} sur Jàng.',
  'seo.notFoundDescription': "Cette page n'existe pas ou n'est plus disponible.",
  'seo.pictureOf': 'Image de la formation « {title} »',
  'seo.portraitOf': 'Photo de {name}',

  // Not shown by any page yet: move a key to ./fr-web.ts when the web app uses it.
  'shell.devModeDisabled': 'Mode développement désactivé',
  'app.description': "Plateforme d'apprentissage en ligne pour le Sénégal et l'Afrique de l'Ouest.",
  'shell.menuTitle': 'Navigation',
  'shell.signingOut': 'Déconnexion...',

  // A key already in ./fr-web.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in WebMessageKey]?: never };

export const fr = {
  ...frWeb,
  ...frServer,
  ...frNotifications,
  ...frCohorts,
  // Cohorts: live sessions (issue 15, part sessions)
  ...frCohortsSessions,
  // Cohorts, part discussion
  ...frCohortsDiscussion,
  // cohorts: admin cohort form (issue 15, part admin)
  ...frCohortsAdmin,
  // Cohorts, part space (issue 15)
  ...frCohortsSpace,
  // cohorts, part enrolment (issue 15)
  ...frCohortsEnrolment,
  ...frCourses,
  ...frBuilders,
  ...frOembed,
  ...frCourseLive,
  // Certificates, part drawing (issue 16)
  ...frCertificatesDrawing,
  // Certificates: the template designer (issue 16, part designer)
  ...frCertificatesDesigner,
  // Certificates, part issue (issue 16)
  ...frCertificatesIssue,
  // Accounts, part settings (issue 17)
  ...frAccountsSettings,
  // Accounts, data and deletion (issue 17)
  ...frAccountsData,
  // instructor's desk (issue 17)
  ...frInstructorDesk,
  // admin-people (issue 18)
  ...frAdminPeople,
  // Platform console (issue 18)
  ...frPlatformConsole,
};

export type MessageKey = keyof typeof fr;

export { createTranslator, type MessageParams } from './fr-web.ts';

/** The French text of `key`, with `{name}` placeholders filled from `params`. */
export const t = createTranslator<MessageKey>(fr);
