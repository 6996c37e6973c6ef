import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// Platform console (issue 18): the admin's reviews page (/admin/reviews), hiding and restoring a
// review with a reason. Shown only by src/web/features/platform/reviews.

export const frPlatformReviewsWeb = {
  'moderation.title': 'Avis',
  'moderation.intro':
    'Les avis laissés sur les formations de votre organisation. Masquez un avis déplacé (avec un motif) ; il reste ici et peut être rétabli.',
  'moderation.filter': 'Afficher',
  'moderation.filter.all': 'Tous',
  'moderation.filter.visible': 'Visibles',
  'moderation.filter.hidden': 'Masqués',
  'moderation.count': '{count} avis',
  'moderation.loading': 'Chargement des avis…',
  'moderation.loadError': 'Impossible de charger les avis.',
  'moderation.empty.all':
    'Aucun avis pour le moment. Les apprenants inscrits peuvent en laisser un depuis la page de la formation.',
  'moderation.empty.visible': 'Aucun avis visible. Les avis masqués sont sous « Masqués ».',
  'moderation.empty.hidden': 'Aucun avis masqué : tous les avis sont visibles sur la marketplace.',
  'moderation.showAll': 'Voir tous les avis',
  'moderation.rating': '{rating} sur 5',
  'moderation.noComment': 'Sans commentaire.',
  'moderation.postedOn': 'Publié le {date}',
  'moderation.visible': 'Visible',
  'moderation.hidden': 'Masqué',
  'moderation.hiddenOn': 'Masqué le {date}',
  'moderation.reason': 'Motif : {reason}',
  'moderation.hide': 'Masquer',
  'moderation.restore': 'Rétablir',
  'moderation.hideTitle': 'Masquer cet avis',
  'moderation.restoreTitle': 'Rétablir cet avis',
  'moderation.hideSummary':
    'L’avis de {name} sur « {course} » ne sera plus montré sur la marketplace, ni compté dans la note.',
  'moderation.restoreSummary':
    'L’avis de {name} sur « {course} » sera de nouveau montré sur la marketplace et compté dans la note.',
  'moderation.reasonLabel': 'Motif',
  'moderation.reasonHint': 'Il figure au journal d’audit.',
  'moderation.reasonPlaceholder': 'Ex. : propos injurieux envers un autre apprenant',
  'moderation.reasonMissing': 'Indiquez un motif de 3 à 500 caractères.',
  'moderation.cancel': 'Annuler',
  'moderation.hidden.done': 'Avis masqué',
  'moderation.restored.done': 'Avis rétabli',
} as const satisfies Record<string, string> & {
  readonly [K in WebMessageKey | MessageKey]?: never;
};

export type ReviewsMessageKey = WebMessageKey | keyof typeof frPlatformReviewsWeb;

/** `t` of ./fr-web.ts that also knows the reviews page. */
export const t = createTranslator<ReviewsMessageKey>({ ...frWeb, ...frPlatformReviewsWeb });
