// Demo course vendre-en-ligne-whatsapp-business-mobile-money: Monthly subscription.

import { choice, matching, shortAnswer, trueFalse } from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
  slug: 'vendre-en-ligne-whatsapp-business-mobile-money',
  title: 'Vendre en ligne avec WhatsApp Business et le mobile money',
  shortDescription:
    'Configurez WhatsApp Business, encaissez par Wave et Orange Money en toute sécurité et fidélisez vos clients. Abonnement mensuel.',
  description:
    "Pas besoin d'un site e-commerce pour vendre en ligne : WhatsApp Business et le mobile money suffisent pour démarrer. Cette formation vous guide pas à pas pour professionnaliser votre compte, organiser vos commandes, sécuriser vos encaissements et faire revenir vos clients.\n\nL'abonnement mensuel vous donne accès à tous les modules et aux mises à jour régulières, au rythme des nouvelles fonctionnalités.",
  instructorKey: 'moussa-ndiaye',
  categorySlug: 'marketing-digital',
  tags: ['WhatsApp Business', 'Mobile money', 'Réseaux sociaux'],
  format: 'auto-formation',
  language: 'fr',
  level: 'beginner',
  accessType: 'paid',
  pricingModes: { subscription: true },
  price: 5000,
  monthlyPrice: 5000,
  enableCommunity: true,
  enableCertificate: false,
  objectives: [
    'Configurer un profil WhatsApp Business complet',
    'Créer un catalogue produits attractif',
    'Automatiser les réponses fréquentes',
    'Encaisser par mobile money sans se faire arnaquer',
  ],
  prerequisites: [
    'Un smartphone Android ou iPhone',
    'Un numéro de téléphone dédié à votre activité',
    'Un compte Wave ou Orange Money',
  ],
  expectedResults: [
    'Un compte WhatsApp Business professionnel et organisé',
    'Des commandes suivies sans oubli',
    'Des clients qui reviennent et vous recommandent',
  ],
  publishedDaysAgo: 3,
  sections: [
    section('Configurer son compte professionnel', 'Profil, catalogue et messages automatiques.', [
      preview(lesson.video('Installer et configurer WhatsApp Business', yt('2vQ1AgCaHUE'), 615)),
      lesson.article('Catalogue, messages automatiques et étiquettes', [
        "<p>WhatsApp Business est gratuit et offre des fonctions que l'application classique n'a pas. Bien configurées, elles vous font gagner des heures chaque semaine.</p>",
        '<h2>Le profil professionnel</h2>',
        "<p>Renseignez le nom de votre activité, une description courte, vos horaires, votre adresse ou votre zone de livraison et un lien vers vos réseaux. Un profil complet rassure : le client sait qu'il parle à une vraie entreprise.</p>",
        '<h2>Le catalogue</h2>',
        '<p>Ajoutez chaque produit avec une photo nette prise à la lumière du jour, un prix en FCFA et une description qui répond aux questions fréquentes : taille, matière, délai de livraison. Vos clients parcourent le catalogue et vous envoient directement le produit choisi.</p>',
        '<h2>Les messages automatiques</h2>',
        "<p>Le message d'accueil salue chaque nouveau client ; le message d'absence répond en dehors de vos horaires. Les réponses rapides, déclenchées par une barre oblique (par exemple « /livraison »), évitent de retaper sans cesse les tarifs de livraison à Dakar et en régions.</p>",
        '<h2>Les étiquettes</h2>',
        "<p>Classez vos conversations : « Nouveau client », « Commande en cours », « Payé », « Livré ». En un coup d'œil, vous savez qui relancer et quelles commandes préparer.</p>",
      ]),
    ]),
    section(
      'Encaisser avec Wave et Orange Money',
      'Des paiements simples et sûrs pour vous et vos clients.',
      [
        lesson.video('Le mobile money pour les petits commerces', yt('LXca5c2W9To'), 842),
        lesson.pdf('Guide : sécuriser ses encaissements mobile money', 'guide-securiser-encaissements.pdf'),
        lesson.quiz('Quiz : paiements mobiles et arnaques courantes', 10, {
          description:
            'Auto-évaluation non notée : faites le point sur vos réflexes face aux arnaques. Une seule passation.',
          type: 'assessment_ungraded',
          passingScore: null,
          shuffleQuestions: false,
          shuffleOptions: true,
          showResults: true,
          allowRetries: false,
          questions: [
            trueFalse(
              'Un agent Wave ou Orange Money peut vous demander votre code secret pour valider un dépôt.',
              false,
              'Personne, ni agent ni service client, n’a besoin de votre code secret. Ne le communiquez jamais.',
            ),
            choice(
              'Un client envoie une capture d’écran de paiement, mais rien n’apparaît sur votre compte. Que faites-vous ?',
              [
                'Je vérifie la réception dans mon application avant de livrer',
                'Je livre : la capture suffit',
                'Je lui demande son code secret pour vérifier',
                'J’annule la commande sans le prévenir',
              ],
              0,
              'Une capture d’écran se falsifie en quelques secondes : seule la réception sur votre compte compte.',
              { timeLimitSeconds: 45 },
            ),
            shortAnswer(
              'Quel code composer pour ouvrir le menu Orange Money au Sénégal ?',
              '#144#',
              'Le #144# ouvre le menu Orange Money ; vérifiez toujours votre solde par ce menu ou l’application officielle.',
            ),
            matching(
              'Associez chaque situation au bon réflexe.',
              [
                ['Appel d’un prétendu service client', 'Raccrocher et rappeler le numéro officiel'],
                ['SMS « transfert reçu par erreur »', 'Vérifier son solde dans l’application'],
                ['Lien de paiement inconnu', 'Ne pas cliquer'],
              ],
              'Les arnaqueurs jouent sur l’urgence : prenez toujours le temps de vérifier par vous-même.',
            ),
          ],
        }),
      ],
    ),
    section('Fidéliser ses clients', 'Transformer un premier achat en relation durable.', [
      lesson.audio('Podcast : la relation client à la sénégalaise', 'podcast-relation-client.mp3'),
      lesson.exercise('Rédiger 5 messages de relance client', 30, {
        description: 'Relancer sans déranger : le bon ton sur WhatsApp.',
        instructions:
          'Rédigez cinq messages WhatsApp : relance d’un panier non payé, confirmation de paiement Orange Money ou Wave, annonce d’une promotion, demande d’avis après livraison, et réponse à un client mécontent. Chaque message fait moins de 400 caractères.',
        points: 15,
        difficultyLevel: 'easy',
      }),
      lesson.video('Listes de diffusion et statuts : vendre sans spammer', vimeo('443269970'), 760),
    ]),
  ],
});
