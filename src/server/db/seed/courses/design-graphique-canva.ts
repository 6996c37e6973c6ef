// Demo course design-graphique-canva: Paid, all pricing modes off but a one-time price set: exercises the "switch one-time on" rule.

import { choice, trueFalse } from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
  slug: 'design-graphique-canva',
  title: 'Design graphique avec Canva : des visuels professionnels pour votre activité',
  shortDescription:
    'Logos, affiches, flyers et visuels pour les réseaux sociaux : appliquez les principes du design avec Canva, sans être graphiste.',
  description:
    'Un visuel soigné inspire confiance et fait vendre. Cette formation vous apprend les principes de base du design graphique puis vous montre comment les appliquer dans Canva, un outil gratuit utilisable sur ordinateur comme sur téléphone.\n\nVous repartirez avec la charte graphique de votre activité et une série de modèles réutilisables pour vos affiches, vos flyers et vos publications.',
  instructorKey: 'aminata-diallo',
  categorySlug: 'design-graphique',
  tags: ['Canva', 'Réseaux sociaux'],
  format: 'auto-formation',
  language: 'fr',
  level: 'beginner',
  accessType: 'paid',
  price: 15000,
  oneTimePrice: 15000,
  accessDurationDays: 90,
  enableCommunity: false,
  enableCertificate: false,
  objectives: [
    'Appliquer les quatre principes de base du design',
    'Choisir des couleurs et des polices cohérentes',
    'Créer un logo simple et une charte graphique',
    'Préparer des fichiers pour le web et pour l’imprimeur',
  ],
  prerequisites: [
    'Un compte Canva gratuit',
    'Un ordinateur ou un smartphone récent',
    'Aucune expérience en design',
  ],
  expectedResults: [
    'Une charte graphique pour votre activité',
    'Des modèles de visuels réutilisables',
    'Des supports imprimés sans mauvaise surprise',
  ],
  publishedDaysAgo: 90,
  sections: [
    section('Les bases du design', 'Les règles qui rendent un visuel clair et professionnel.', [
      preview(
        lesson.article('Les 4 principes du design : contraste, alignement, répétition, proximité', [
          "<p>Pas besoin d'avoir fait une école d'art pour créer des visuels professionnels. Quatre principes simples, popularisés par la designer Robin Williams, suffisent à transformer une affiche brouillonne en support clair et efficace.</p>",
          '<h2>Le contraste</h2>',
          "<p>Ce qui est différent doit être vraiment différent. Un titre doit être nettement plus grand et plus gras que le texte ; un texte clair se lit sur un fond foncé, et inversement. Un texte jaune sur fond orange, si fréquent sur les affiches d'événements, est illisible de loin.</p>",
          "<h2>L'alignement</h2>",
          '<p>Chaque élément doit être visuellement relié à un autre. Choisissez un alignement, à gauche le plus souvent, et tenez-vous-y. Canva affiche des repères quand deux éléments sont alignés : servez-vous-en.</p>',
          '<h2>La répétition</h2>',
          "<p>Réutilisez les mêmes couleurs, polices et styles d'un support à l'autre. C'est ce qui rend votre marque reconnaissable : votre client doit identifier vos publications avant même de lire votre nom.</p>",
          '<h2>La proximité</h2>',
          "<p>Regroupez les informations qui vont ensemble. Sur une affiche de soirée, la date, l'heure et le lieu forment un bloc ; le numéro de réservation et les moyens de paiement en forment un autre. Laissez de l'espace vide entre les blocs : le vide n'est pas du gaspillage, il guide le regard.</p>",
          '<p>Dans la prochaine leçon, nous appliquerons ces principes directement dans Canva.</p>',
        ]),
      ),
      lesson.video('Prise en main de Canva', yt('9H9ENOJsfiU'), 826),
    ]),
    section('Créer ses supports', 'Logo, affiches, flyers et charte graphique.', [
      lesson.video('Créer un logo simple et lisible', yt('X0gpdXZKKAr'), 1034),
      lesson.video('Affiches et flyers pour un événement', yt('r16n8moYNzN'), 948),
      lesson.pdf('Guide des couleurs et des polices', 'guide-couleurs-polices.pdf'),
      lesson.exercise('Créer la charte graphique de votre activité', 60, {
        description: 'Logo, couleurs et typographies cohérents sur tous vos supports.',
        instructions:
          'Dans Canva, créez la charte graphique de votre activité : un logo, une palette de trois à cinq couleurs (codes hexadécimaux), deux typographies et un exemple de publication. Exportez-la en PDF ou en image PNG et joignez-la.',
        points: 25,
        difficultyLevel: 'medium',
      }),
    ]),
    section('Publier et imprimer', 'Exporter au bon format selon l’usage.', [
      lesson.video("Exporter pour le web et pour l'imprimeur", vimeo('688037947'), 587),
      lesson.quiz('Quiz : design graphique', 10, {
        description: 'Formats, contraste et tailles : les bases pour des visuels professionnels.',
        questions: [
          choice(
            'Quel format d’image choisir pour un logo sur fond transparent ?',
            ['PNG', 'JPG', 'BMP', 'TXT'],
            0,
            'Le PNG garde la transparence ; le JPG la remplace par un fond blanc.',
          ),
          trueFalse(
            'Pour qu’un texte reste lisible, il faut un fort contraste entre sa couleur et celle du fond.',
            true,
            'Texte foncé sur fond clair, ou l’inverse : le contraste compte encore plus sur un écran de téléphone au soleil.',
          ),
          choice(
            'Quelle taille utiliser pour une publication carrée sur Instagram ?',
            ['1080 × 1080 px', '1920 × 1080 px', '800 × 1200 px', '300 × 250 px'],
            0,
            'Canva propose directement le modèle « Publication Instagram » en 1080 × 1080 px.',
            { timeLimitSeconds: 30 },
          ),
        ],
      }),
    ]),
  ],
});
