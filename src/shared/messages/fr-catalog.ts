import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The marketplace listing's strings (filters, sort, course cards, prices, currency switch): shown only
// by src/web/features/catalog, never by the server or src/shared, so they travel with the marketplace
// instead of in every page's first download. The course and instructor pages' own strings are in
// ./fr-catalog-details.ts, so the listing does not download them either.
// Import `t` from here in src/web/features/catalog only; elsewhere use ./fr-web.ts.

export const frCatalog = {
  // Marketplace screens (spec/learner.md §2 "Marketplace", §4, §5; authoring-and-shell.md §9)
  'catalog.intro': 'Trouvez la formation qui vous correspond, en auto-formation ou en session.',
  'catalog.searchLabel': 'Rechercher des formations',
  'catalog.searchPlaceholder': 'Rechercher des formations...',
  'catalog.filters': 'Filtres',
  'catalog.categories': 'Catégories',
  'catalog.allCategories': 'Toutes les catégories',
  'catalog.languages': 'Langues',
  'catalog.levels': 'Niveaux',
  'catalog.price': 'Prix',
  'catalog.priceMin': 'Prix minimum',
  'catalog.priceMax': 'Prix maximum',
  'catalog.priceTopEur': '1000€+',
  'catalog.priceOrMore': '{amount}+',
  'catalog.minRating': 'Note minimale',
  'catalog.starAndUp': '{n} étoile et plus',
  'catalog.starsAndUp': '{n} étoiles et plus',
  'catalog.resetFilters': 'Réinitialiser les filtres',
  'catalog.count': '{n} formation(s) trouvée(s)',
  'catalog.sortBy': 'Trier par',
  'catalog.sort.popular': 'Popularité',
  'catalog.sort.recent': 'Plus récentes',
  'catalog.sort.price_asc': 'Prix croissant',
  'catalog.sort.price_desc': 'Prix décroissant',
  'catalog.sort.rating': 'Mieux notées',
  'catalog.results': 'Résultats',
  'catalog.loading': 'Chargement des formations...',
  'catalog.empty': 'Aucune formation trouvée',
  'catalog.emptyHint': "Essayez d'autres mots-clés ou réinitialisez les filtres.",
  'catalog.loadMore': 'Afficher plus de formations',
  'catalog.language.fr': 'Français',
  'catalog.language.en': 'Anglais',
  'catalog.language.es': 'Espagnol',
  'catalog.language.de': 'Allemand',
  'catalog.language.other': 'Autres langues',
  'catalog.level.beginner': 'Débutant',
  'catalog.level.intermediate': 'Intermédiaire',
  'catalog.level.advanced': 'Avancé',
  'catalog.currency': 'Devise',
  'catalog.card.viewCourse': 'Voir le cours',
  'catalog.card.by': 'Par',
  'catalog.card.rating': 'Note :',
  'catalog.card.reviewCount': '({n} avis)',
  'catalog.card.noRating': "Pas encore d'évaluations",
  'catalog.card.duration': 'Durée :',
  'catalog.card.hours': '{hours} h',
  'catalog.card.moreTags': '+{n}',
  'catalog.card.moreTagsLabel': '{n} autres étiquettes',
  'catalog.price.label': 'Prix :',
  'catalog.price.original': 'Prix initial :',
  'catalog.price.free': 'Gratuit',
  'catalog.price.orInstallments': 'ou {n} versements',
  'catalog.price.orMonthly': 'ou mensualités',
  'catalog.price.perMonth': '/mois',
  'catalog.price.registrationFee': "frais d'inscription",
  'catalog.price.installmentsTotal': 'en plusieurs versements',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type CatalogMessageKey = WebMessageKey | keyof typeof frCatalog;

/** `t` of ./fr-web.ts that also knows the marketplace listing's keys. */
export const t = createTranslator<CatalogMessageKey>({ ...frWeb, ...frCatalog });
