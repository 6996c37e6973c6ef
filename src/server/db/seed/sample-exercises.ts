// The demo exercises: one per exercise lesson of the sample catalogue (found by course slug and
// lesson title). Pure typed data; seed-exercises.ts turns it into rows. The estimated duration is
// the lesson's.

import type { ExerciseDifficulty } from '#shared/domain.ts';

export type SampleExercise = {
  courseSlug: string;
  lessonTitle: string;
  description: string;
  instructions: string;
  points: number;
  difficultyLevel: ExerciseDifficulty;
  /** Days after seeding; null without a deadline. */
  deadlineInDays: number | null;
};

export const SAMPLE_EXERCISES: SampleExercise[] = [
  {
    courseSlug: 'creer-son-premier-site-web-html-css',
    lessonTitle: 'Construire la page « À propos » de votre activité',
    description: 'Une vraie page de présentation, en HTML sémantique et CSS.',
    instructions:
      'Créez une page apropos.html qui présente votre activité (ou une activité imaginaire à Dakar) : un titre, une photo avec un texte alternatif, deux paragraphes, une liste de vos services et vos coordonnées. Utilisez header, main, section et footer. Envoyez votre code dans la zone de texte ou joignez une capture d’écran de la page.',
    points: 20,
    difficultyLevel: 'easy',
    deadlineInDays: null,
  },
  {
    courseSlug: 'creer-son-premier-site-web-html-css',
    lessonTitle: 'Publier votre site sur GitHub Pages',
    description: 'Mettez votre site en ligne gratuitement.',
    instructions:
      'Créez un dépôt GitHub, ajoutez-y les pages de votre site puis activez GitHub Pages. Vérifiez que le site s’affiche bien sur téléphone. Collez l’adresse publique de votre site et décrivez en quelques lignes les difficultés rencontrées.',
    points: 20,
    difficultyLevel: 'medium',
    deadlineInDays: null,
  },
  {
    courseSlug: 'bootcamp-javascript-cohorte',
    lessonTitle: "Calculer le total d'un panier en FCFA",
    description: 'Tableaux, objets et reduce appliqués à une boutique en ligne.',
    instructions:
      'Écrivez une fonction totalPanier(articles) qui reçoit une liste d’articles { nom, prixUnitaire, quantite } et renvoie le total en FCFA, sans décimales. Ajoutez une remise de 10 % au-delà de 50 000 FCFA et affichez le résultat avec toLocaleString("fr-FR"). Joignez votre fichier ou collez votre code avec trois exemples d’appel.',
    points: 20,
    difficultyLevel: 'easy',
    deadlineInDays: null,
  },
  {
    courseSlug: 'bootcamp-javascript-cohorte',
    lessonTitle: 'Créer une liste de tâches interactive',
    description: 'Manipuler le DOM et enregistrer des données dans le navigateur.',
    instructions:
      'Réalisez une petite application de liste de tâches : ajouter une tâche, la cocher comme faite, la supprimer. Les tâches doivent être conservées dans localStorage après un rechargement de la page. Décrivez votre démarche et joignez une capture d’écran ou collez votre code.',
    points: 30,
    difficultyLevel: 'medium',
    deadlineInDays: 60,
  },
  {
    courseSlug: 'bootcamp-javascript-cohorte',
    lessonTitle: 'Projet final : application de suivi des dépenses',
    description: 'Le projet de fin de bootcamp, corrigé par votre formatrice.',
    instructions:
      'Construisez une application de suivi des dépenses d’un ménage : saisie d’une dépense (date, catégorie, montant en FCFA), liste filtrable par mois, total par catégorie et export CSV. Rendez un court rapport (PDF ou Word) avec l’adresse de votre dépôt, des captures d’écran et ce que vous amélioreriez.',
    points: 50,
    difficultyLevel: 'hard',
    deadlineInDays: 90,
  },
  {
    courseSlug: 'excel-avance-tableaux-de-bord',
    lessonTitle: 'Calculer les commissions des vendeurs',
    description: 'RECHERCHEX, SI imbriqués et références absolues.',
    instructions:
      'À partir d’un tableau de ventes de cinq vendeurs sur un mois, calculez la commission de chacun : 3 % jusqu’à 500 000 FCFA, 5 % au-delà. Utilisez RECHERCHEX pour retrouver le taux dans une table de barèmes. Joignez votre classeur Excel.',
    points: 20,
    difficultyLevel: 'medium',
    deadlineInDays: null,
  },
  {
    courseSlug: 'excel-avance-tableaux-de-bord',
    lessonTitle: "Construire le tableau de bord mensuel d'une boutique",
    description: 'Tableaux croisés dynamiques, segments et graphiques.',
    instructions:
      'Construisez le tableau de bord mensuel d’une boutique de Thiès : chiffre d’affaires par semaine, top 5 des produits, marge par catégorie et un segment pour choisir le mois. Joignez le classeur et une capture du tableau de bord.',
    points: 30,
    difficultyLevel: 'hard',
    deadlineInDays: null,
  },
  {
    courseSlug: 'marketing-digital-reseaux-sociaux',
    lessonTitle: 'Votre calendrier éditorial sur un mois',
    description: 'Planifier ses publications au lieu d’improviser.',
    instructions:
      'Préparez le calendrier éditorial d’un mois pour une activité de votre choix : au moins 12 publications réparties sur Facebook, Instagram et WhatsApp Status, avec pour chacune la date, le format, le message et l’objectif. Joignez un tableur ou un PDF.',
    points: 20,
    difficultyLevel: 'easy',
    deadlineInDays: null,
  },
  {
    courseSlug: 'vendre-en-ligne-whatsapp-business-mobile-money',
    lessonTitle: 'Rédiger 5 messages de relance client',
    description: 'Relancer sans déranger : le bon ton sur WhatsApp.',
    instructions:
      'Rédigez cinq messages WhatsApp : relance d’un panier non payé, confirmation de paiement Orange Money ou Wave, annonce d’une promotion, demande d’avis après livraison, et réponse à un client mécontent. Chaque message fait moins de 400 caractères.',
    points: 15,
    difficultyLevel: 'easy',
    deadlineInDays: null,
  },
  {
    courseSlug: 'design-graphique-canva',
    lessonTitle: 'Créer la charte graphique de votre activité',
    description: 'Logo, couleurs et typographies cohérents sur tous vos supports.',
    instructions:
      'Dans Canva, créez la charte graphique de votre activité : un logo, une palette de trois à cinq couleurs (codes hexadécimaux), deux typographies et un exemple de publication. Exportez-la en PDF ou en image PNG et joignez-la.',
    points: 25,
    difficultyLevel: 'medium',
    deadlineInDays: null,
  },
  {
    courseSlug: 'maraichage-rentable',
    lessonTitle: "Établir le budget prévisionnel d'une campagne",
    description: 'Savoir si une campagne d’oignons ou de tomates sera rentable.',
    instructions:
      'Pour une parcelle d’un quart d’hectare dans les Niayes, établissez le budget d’une campagne : semences, engrais, eau, main-d’œuvre, transport, puis le chiffre d’affaires attendu à trois prix de vente différents. Joignez un tableur ou un PDF et concluez en deux phrases.',
    points: 20,
    difficultyLevel: 'medium',
    deadlineInDays: null,
  },
  {
    courseSlug: 'transformer-les-produits-locaux',
    lessonTitle: 'Rédiger la fiche technique de votre produit',
    description: 'La fiche que demandent les distributeurs et les services d’hygiène.',
    instructions:
      'Rédigez la fiche technique d’un produit transformé (jus de bissap, confiture de mangue, thiakry…) : ingrédients et proportions, étapes de fabrication, conditionnement, durée de conservation, prix de revient et prix de vente. Joignez un document Word ou PDF.',
    points: 20,
    difficultyLevel: 'easy',
    deadlineInDays: null,
  },
  {
    courseSlug: 'entreprendre-business-plan-cohorte',
    lessonTitle: 'Mener 10 entretiens clients',
    description: 'Vérifier sur le terrain que votre idée répond à un vrai besoin.',
    instructions:
      'Menez dix entretiens avec des clients potentiels en suivant le guide vu en séance. Pour chacun, notez le profil, le problème exprimé, la solution actuelle et le prix qu’il serait prêt à payer. Rendez une synthèse d’une page avec vos trois principaux enseignements.',
    points: 30,
    difficultyLevel: 'medium',
    deadlineInDays: 45,
  },
  {
    courseSlug: 'entreprendre-business-plan-cohorte',
    lessonTitle: 'Votre plan de financement sur 3 ans',
    description: 'Besoins, ressources et trésorerie de votre projet.',
    instructions:
      'Construisez le plan de financement de votre projet sur trois ans : investissements, besoin en fonds de roulement, apports, prêts (banque, microfinance, DER/FJ) et subventions. Ajoutez le plan de trésorerie de la première année, mois par mois. Joignez votre classeur Excel.',
    points: 40,
    difficultyLevel: 'hard',
    deadlineInDays: 90,
  },
  {
    courseSlug: 'comptabilite-syscohada-pme',
    lessonTitle: "Passer les écritures d'un mois d'activité",
    description: 'Le journal d’une PME selon le plan comptable SYSCOHADA.',
    instructions:
      'À partir des pièces du mois de mars d’une quincaillerie (factures d’achat et de vente, relevé bancaire, paiements mobile money), passez toutes les écritures au journal avec les comptes SYSCOHADA, puis établissez la balance. Joignez un tableur ou un PDF.',
    points: 40,
    difficultyLevel: 'hard',
    deadlineInDays: null,
  },
  {
    courseSlug: 'business-english-west-africa',
    lessonTitle: 'Write a follow-up email after a meeting',
    description: 'Un e-mail de suivi clair et professionnel, en anglais.',
    instructions:
      'You met a potential partner from Accra at a trade fair in Dakar. Write a follow-up email (150 to 200 words): thank them, sum up what you discussed, propose a next step with a date, and close politely. Écrivez votre e-mail directement dans la zone de texte.',
    points: 15,
    difficultyLevel: 'easy',
    deadlineInDays: null,
  },
  {
    courseSlug: 'wolof-pour-debutants',
    lessonTitle: 'Se présenter en wolof (enregistrement audio)',
    description: 'Votre première présentation en wolof.',
    instructions:
      'Présentez-vous en wolof en cinq à huit phrases : salutations, votre nom, d’où vous venez, votre travail et votre famille. Écrivez votre présentation en wolof puis sa traduction en français. Vous pouvez joindre la transcription de votre enregistrement (texte ou PDF).',
    points: 10,
    difficultyLevel: 'easy',
    deadlineInDays: null,
  },
];

/** The graded submission of the demo student, so the course page shows a score. */
export const DEMO_GRADED_SUBMISSION = {
  email: 'etudiant@demo.jang.sn',
  courseSlug: 'bootcamp-javascript-cohorte',
  lessonTitle: "Calculer le total d'un panier en FCFA",
  text: `function totalPanier(articles) {
  const total = articles.reduce((somme, a) => somme + a.prixUnitaire * a.quantite, 0);
  const remise = total > 50000 ? Math.round(total * 0.1) : 0;
  return total - remise;
}

console.log(totalPanier([{ nom: 'Riz 25 kg', prixUnitaire: 15500, quantite: 2 }]).toLocaleString('fr-FR'));
// 31 000
console.log(totalPanier([{ nom: 'Huile 5 L', prixUnitaire: 6500, quantite: 10 }]).toLocaleString('fr-FR'));
// 58 500 (remise de 10 %)`,
  score: 17,
  feedback:
    'Très bon travail : le calcul est juste et la remise bien appliquée. Pensez à vérifier que la liste n’est pas vide et que les quantités sont positives.',
  submittedDaysAgo: 40,
  gradedDaysAgo: 38,
};
