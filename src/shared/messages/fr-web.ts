// The French strings the web app shows, with the spec's exact wording where it gives one: what any page
// may need (shell, requests, navigation, page titles…). Keys are typed: a missing key fails to compile.
// Import `t` from here in src/web. One feature's own screens add theirs beside it (./fr-catalog.ts,
// ./fr-catalog-details.ts, ./fr-auth.ts); strings no page shows (API errors, contract validation) are
// in ./fr.ts, the server's full catalogue, which the browser does not download.

// superadmin (issue 18): the maintenance and acting-organisation banners of the shells.
import { frSuperadminShell } from './fr-superadmin-shell.ts';

export const frWeb = {
  // superadmin (issue 18)
  ...frSuperadminShell,
  // Request helper (spec/cohorts.md §8)
  'request.offline': 'Vous êtes actuellement hors ligne. Vérifiez votre connexion internet et réessayez.',
  'request.badRequest': 'Requête incorrecte (400): {detail}',
  'request.unauthenticated': 'Session expirée ou non authentifiée (401). Veuillez vous reconnecter.',
  'request.forbidden': "Accès refusé (403). Vous n'avez pas les droits nécessaires.",
  'request.notFound': 'Ressource introuvable (404)',
  'request.tooManyRequests': 'Trop de requêtes (429). Veuillez réessayer plus tard.',
  'request.serverError': 'Erreur serveur ({code}). Veuillez réessayer ultérieurement.',
  'request.httpError': 'Erreur HTTP {code}',
  'request.timeout': "Délai d'attente dépassé ({seconds}s). Vérifiez votre connexion et réessayez.",
  'request.network': 'Erreur de connexion: {detail}',

  // Server errors
  'error.internal': 'Une erreur inattendue est survenue',

  // Auth (spec/authoring-and-shell.md §8)
  'auth.userExists': 'Utilisateur déjà existant. Essayez de vous connecter.',
  'auth.checkEmail': 'Vérifiez votre email pour confirmer votre compte.',
  'auth.noUserReturned': 'Aucun utilisateur retourné après la connexion',
  'auth.signOutSuccess': 'Déconnexion réussie',
  'auth.signOutError': 'Erreur de déconnexion',
  'auth.resendSuccess': 'Email de confirmation renvoyé',
  'auth.emailConfirmed': 'Votre email est confirmé. Vous pouvez vous connecter.',
  'auth.invalidToken': 'Ce lien est invalide ou a expiré.',
  'auth.resetRequested':
    'Si un compte existe pour cet email, un lien de réinitialisation vient de vous être envoyé.',
  'auth.passwordUpdated': 'Votre mot de passe a été mis à jour. Vous pouvez vous connecter.',
  'auth.accountActivated': 'Votre compte est activé. Vous pouvez vous connecter.',

  // Marketplace
  'review.commentTooLong': 'Le commentaire doit contenir au plus {max} caractères',
  'review.deleted': 'Avis supprimé',

  // Shared vocabulary: lesson types (catalog, learning and the next areas say them the same way)
  'lessonType.video': 'Vidéo',
  'lessonType.article': 'Article',
  'lessonType.document': 'Document',
  'lessonType.audio': 'Audio',
  'lessonType.quiz': 'Quiz',
  'lessonType.exercise': 'Exercice',

  // Shell
  'shell.comingSoon': 'Bientôt disponible',
  'shell.comingSoonDetail': "Cette page arrive bientôt sur Jàng. Elle n'affiche encore aucune donnée.",
  'shell.notFoundTitle': 'Page introuvable',
  'shell.notFoundDetail': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'shell.errorTitle': 'Une erreur est survenue',
  'shell.errorDetail': "L'affichage de cette page a échoué. Réessayez ou revenez à l'accueil.",
  'shell.dateRangePlaceholder': 'Sélectionner une période',
  'shell.characters': '{current}/{max} caractères',
  'shell.imageUnavailable': 'Image non disponible',
  'shell.online': 'En ligne',
  'shell.offline': 'Hors ligne',

  // Web app: shell, navigation and pages (added with the web foundation)
  'app.name': 'Jàng',
  'shell.loading': 'Chargement...',
  'shell.retry': 'Réessayer',
  'shell.backHome': "Retour à l'accueil",
  'shell.skipToContent': 'Aller au contenu',
  'shell.openMenu': 'Ouvrir le menu',
  'shell.closeMenu': 'Fermer le menu',
  'shell.mainNav': 'Navigation principale',
  'shell.signOut': 'Déconnexion',
  'shell.studentArea': 'Espace étudiant',
  'shell.instructorInterface': 'Interface Instructeur',
  'shell.adminInterface': 'Interface Admin',
  'shell.close': 'Fermer',
  'shell.notifications': 'Notifications',
  'shell.signInLink': 'Connexion',
  'shell.mySpace': 'Mon espace',
  'shell.dateRangeLabel': 'Période',
  'nav.student.home': 'Accueil',
  'nav.student.courses': 'Mes formations',
  'nav.student.marketplace': 'Marketplace',
  'nav.student.certificates': 'Certificats',
  'nav.student.achievements': 'Succès',
  'nav.student.progress': 'Progression',
  'nav.student.feedback': 'Feedbacks',
  'nav.student.calendar': 'Calendrier',
  'nav.student.settings': 'Paramètres',
  'nav.instructor.area': 'Espace instructeur',
  'nav.instructor.home': 'Tableau de bord',
  'nav.instructor.courses': 'Mes cours',
  'nav.instructor.cohorts': 'Cohortes',
  'nav.instructor.analytics': 'Analytique',
  'nav.instructor.commissions': 'Commissions',
  'nav.instructor.submissions': 'Exercices à corriger',
  'nav.instructor.quizzes': 'Quiz',
  'nav.instructor.exercises': 'Exercices',
  'nav.admin.area': 'Administration',
  'nav.admin.home': 'Tableau de bord',
  'nav.admin.courses': 'Formations',
  'nav.admin.cohorts': 'Cohortes',
  'nav.admin.users': 'Utilisateurs',
  'nav.admin.payments': 'Paiements',
  // Certificates, part issue (issue 16)
  'nav.admin.issuedCertificates': 'Certificats délivrés',
  'nav.admin.settings': 'Paramètres',
  'nav.admin.quizzes': 'Quiz',
  'nav.admin.exercises': 'Exercices',
  // Certificates: the template designer (issue 16, part designer)
  'nav.admin.certificates': 'Certificats',
  'nav.superadmin.area': 'Super administration',
  'nav.superadmin.organizations': 'Organisations',
  'nav.superadmin.settings': 'Paramètres de la plateforme',
  // Platform console, part consoles (issue 18): the reviews and audit pages
  'nav.admin.reviews': 'Avis',
  'nav.admin.audit': "Journal d'audit",
  'nav.superadmin.audit': "Journal d'audit",
  // end consoles
  // The pager of paged lists (src/web/ui/pager.tsx)
  'pager.label': 'Pages',
  'pager.previous': 'Précédent',
  'pager.next': 'Suivant',
  'pager.pageOf': 'Page {page} sur {pages}',
  'page.courseDetail': 'Détail de la formation',
  'page.learn': 'Apprentissage',
  'page.certificate': 'Certificat',
  'page.exercise': 'Exercice',
  'page.payment': 'Paiement',
  'page.support': 'Support',
  'page.cohortEdit': 'Modifier la cohorte',
  // Public pages: the same title in the server's <head> and in the browser (src/shared/page-titles.ts)
  'page.home': 'Formations en ligne au Sénégal',
  'page.marketplace': 'Catalogue des formations',
  'page.instructorCourses': 'Formations de {name}',
  'home.title': 'Apprenez à votre rythme avec Jàng',
  'home.intro':
    "Jàng (« apprendre » en wolof) est une plateforme d'apprentissage en ligne pour le Sénégal et l'Afrique de l'Ouest : des formations en auto-formation ou en cohorte, des sessions live, des quiz, des exercices et des certificats, payés en FCFA par mobile money.",
  'home.signIn': 'Se connecter',
  'home.signUp': 'Créer un compte',
  'home.catalogue': 'Voir le catalogue',
  'home.selfPacedTitle': 'Auto-formation',
  'home.selfPacedDetail': 'Suivez vos cours quand vous voulez, même avec une connexion lente.',
  'home.cohortTitle': 'Cohortes',
  'home.cohortDetail': 'Apprenez en groupe avec un formateur, des sessions live et des travaux pratiques.',
  'home.certificateTitle': 'Certificats',
  'home.certificateDetail': 'Validez vos acquis et obtenez un certificat vérifiable.',
  'dashboard.greeting': 'Bonjour, {firstName}',
  'dev.outboxTitle': "Boîte d'envoi",
  'dev.outboxDetail': 'Les emails envoyés par la plateforme en développement, du plus récent au plus ancien.',
  'dev.outboxEmpty': 'Aucun email envoyé pour le moment.',
  'dev.outboxUnavailable': "Boîte d'envoi indisponible en production",
  'dev.outboxError': "Impossible de charger la boîte d'envoi.",
  'dev.outboxRefresh': 'Actualiser',
  'dev.outboxTo': 'À : {to}',
  'dev.outboxLink': 'Lien :',
  'dev.outboxHtml': 'Voir la version HTML',
} as const;

export type WebMessageKey = keyof typeof frWeb;

export type MessageParams = Record<string, string | number>;

/**
 * The translator of a catalogue: the text of `key`, with `{name}` placeholders filled from `params`.
 * Keys are the catalogue's own, checked at compile time.
 */
export function createTranslator<Key extends string>(catalogue: Readonly<Record<Key, string>>) {
  return (key: Key, params: MessageParams = {}): string =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
}

/** The French text of `key`, with `{name}` placeholders filled from `params`. */
export const t = createTranslator<WebMessageKey>(frWeb);
