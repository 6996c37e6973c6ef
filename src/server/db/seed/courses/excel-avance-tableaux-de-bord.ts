// Demo course excel-avance-tableaux-de-bord: One-time price, advanced, 365 days of access.

import { choice, matching, shortAnswer, trueFalse } from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
  slug: 'excel-avance-tableaux-de-bord',
  title: 'Excel avancé : tableaux croisés dynamiques et tableaux de bord',
  shortDescription:
    'Nettoyez vos données, maîtrisez RECHERCHEX et SOMME.SI.ENS, puis construisez un tableau de bord clair pour piloter votre activité.',
  description:
    "Vos fichiers Excel débordent de ventes, de stocks ou de paiements, mais vous peinez à en tirer des décisions ? Cette formation vous apprend à organiser des données propres, à utiliser les formules qui font gagner du temps et à construire des tableaux croisés dynamiques et des tableaux de bord lisibles.\n\nTous les exemples s'appuient sur des cas concrets : ventes d'une boutique de Dakar, suivi des commissions de vendeurs, encaissements par Wave et Orange Money.",
  instructorKey: 'aminata-diallo',
  categorySlug: 'data-excel',
  tags: ['Excel'],
  format: 'auto-formation',
  language: 'fr',
  level: 'advanced',
  accessType: 'paid',
  pricingModes: { one_time: true },
  price: 25000,
  oneTimePrice: 25000,
  accessDurationDays: 365,
  enableCommunity: false,
  enableCertificate: true,
  objectives: [
    'Structurer des données exploitables',
    'Utiliser RECHERCHEX, INDEX/EQUIV et SOMME.SI.ENS',
    'Créer et filtrer des tableaux croisés dynamiques',
    'Concevoir un tableau de bord mensuel lisible',
  ],
  prerequisites: [
    'Utiliser Excel au quotidien (saisie, formules simples)',
    'Excel 2019, Microsoft 365 ou une version récente',
    'Connaître les fonctions SOMME et MOYENNE',
  ],
  expectedResults: [
    'Un tableau de bord réutilisable pour votre activité',
    'Des heures gagnées chaque mois sur vos rapports',
    'Des analyses fiables pour décider plus vite',
  ],
  publishedDaysAgo: 58,
  sections: [
    section('Préparer des données propres', 'Sans données bien organisées, aucune analyse ne tient.', [
      preview(lesson.video('Pourquoi vos tableaux vous mentent', yt('t8z9gLsT1GX'), 498)),
      lesson.article("Les règles d'un tableau de données bien construit", [
        "<p>La plupart des erreurs d'analyse ne viennent pas des formules, mais de données mal organisées. Avant de construire le moindre tableau croisé dynamique, vérifiez que votre fichier respecte ces cinq règles.</p>",
        '<h2>1. Une ligne = un enregistrement</h2>',
        '<p>Chaque ligne décrit un seul événement : une vente, une livraison, un paiement. Ne regroupez jamais plusieurs ventes sur une même ligne et ne laissez pas de lignes de sous-total au milieu des données.</p>',
        '<h2>2. Une colonne = une information</h2>',
        '<p>Séparez la date, le produit, la quantité, le prix unitaire et le vendeur dans des colonnes distinctes. Évitez les cellules du type « 3 sacs de riz 25 kg » : Excel ne sait pas additionner du texte.</p>',
        '<h2>3. Des en-têtes uniques sur une seule ligne</h2>',
        '<p>La première ligne contient des titres courts et explicites, sans cellules fusionnées. Les cellules fusionnées sont l’ennemi numéro un du tri et des filtres.</p>',
        '<h2>4. Des formats cohérents</h2>',
        '<p>Les dates doivent être de vraies dates, alignées à droite par défaut, et les montants de vrais nombres. Un montant saisi « 15.000 F » est du texte : tapez 15000 et appliquez un format de nombre personnalisé qui affichera le séparateur de milliers et la mention FCFA.</p>',
        '<h2>5. Transformer la plage en tableau</h2>',
        "<p>Sélectionnez vos données et appuyez sur Ctrl+T. Le tableau s'agrandit automatiquement quand vous ajoutez des lignes, et vos formules comme vos tableaux croisés suivent. Donnez-lui un nom parlant, par exemple <code>tVentes</code>, pour écrire des formules lisibles.</p>",
      ]),
      lesson.pdf('Jeu de données : ventes de la boutique', 'jeu-de-donnees-ventes-boutique.pdf'),
    ]),
    section('Les formules indispensables', 'Rechercher, additionner et compter selon plusieurs critères.', [
      lesson.video('RECHERCHEX et INDEX/EQUIV', yt('yC6OrLl1AT0'), 1172),
      lesson.video('SOMME.SI.ENS et NB.SI.ENS', vimeo('373570773'), 905),
      lesson.exercise('Calculer les commissions des vendeurs', 40, {
        description: 'RECHERCHEX, SI imbriqués et références absolues.',
        instructions:
          'À partir d’un tableau de ventes de cinq vendeurs sur un mois, calculez la commission de chacun : 3 % jusqu’à 500 000 FCFA, 5 % au-delà. Utilisez RECHERCHEX pour retrouver le taux dans une table de barèmes. Joignez votre classeur Excel.',
        points: 20,
        difficultyLevel: 'medium',
      }),
      lesson.quiz('Quiz : les formules de recherche et de calcul', 15, {
        description: 'Les formules indispensables du module 2.',
        questions: [
          choice(
            "Quelle fonction cherche une valeur dans la première colonne d'un tableau et renvoie une valeur de la même ligne ?",
            ['RECHERCHEV', 'SOMME.SI', 'NB.SI', 'CONCATENER'],
            0,
            'RECHERCHEV(valeur; tableau; numéro de colonne; FAUX) renvoie la valeur trouvée sur la même ligne.',
            { timeLimitSeconds: 60 },
          ),
          shortAnswer(
            'Quelle fonction compte les cellules qui remplissent une condition ?',
            'NB.SI',
            'NB.SI(plage; critère) compte ; SOMME.SI(plage; critère; somme) additionne.',
          ),
          trueFalse(
            'Dans =RECHERCHEV(A2;Tarifs;2;FAUX), le dernier argument FAUX demande une correspondance exacte.',
            true,
            'Avec VRAI ou sans argument, Excel accepte une valeur approchée, source fréquente d’erreurs.',
          ),
          matching(
            'Associez chaque fonction à ce qu’elle calcule.',
            [
              ['SOMME', 'Additionner des valeurs'],
              ['MOYENNE', 'Calculer la moyenne'],
              ['SI', 'Tester une condition'],
              ['SOMME.SI', 'Additionner selon un critère'],
            ],
            'Ces fonctions se combinent : =SI(SOMME(B2:B10)>100000;"Objectif atteint";"En cours").',
            { points: 2 },
          ),
        ],
      }),
    ]),
    section(
      'Tableaux croisés dynamiques et tableaux de bord',
      'Synthétiser des milliers de lignes en quelques clics.',
      [
        lesson.video('Créer un tableau croisé dynamique en 10 minutes', yt('wrKwoH9CW75'), 634),
        lesson.video('Segments, chronologies et graphiques croisés', yt('JcyPQH5nC4G'), 1018),
        lesson.exercise("Construire le tableau de bord mensuel d'une boutique", 75, {
          description: 'Tableaux croisés dynamiques, segments et graphiques.',
          instructions:
            'Construisez le tableau de bord mensuel d’une boutique de Thiès : chiffre d’affaires par semaine, top 5 des produits, marge par catégorie et un segment pour choisir le mois. Joignez le classeur et une capture du tableau de bord.',
          points: 30,
          difficultyLevel: 'hard',
        }),
      ],
    ),
  ],
});
