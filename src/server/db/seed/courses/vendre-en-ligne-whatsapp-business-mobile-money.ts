// Demo course vendre-en-ligne-whatsapp-business-mobile-money: Monthly subscription.
import { demoCoursePicture } from '../demo-pictures.ts';
import {
  article,
  audio,
  exercise,
  modes,
  pdf,
  preview,
  quiz,
  type SampleCourse,
  video,
  vimeo,
  yt,
} from './builders.ts';

export const vendreEnLigneWhatsappBusinessMobileMoney: SampleCourse = {
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
  pricingModes: modes({ subscription: true }),
  price: 5000,
  oneTimePrice: 0,
  oneTimeDiscount: 0,
  monthlyPrice: 5000,
  registrationFee: 0,
  monthlyFee: 0,
  installments: [],
  accessDurationDays: null,
  enableCommunity: true,
  enableCertificate: false,
  thumbnailUrl: demoCoursePicture('vendre-en-ligne-whatsapp-business-mobile-money'),
  previewVideoUrl: null,
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
    {
      title: 'Configurer son compte professionnel',
      description: 'Profil, catalogue et messages automatiques.',
      lessons: [
        preview(video('Installer et configurer WhatsApp Business', yt('2vQ1AgCaHUE'), 615)),
        article('Catalogue, messages automatiques et étiquettes', [
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
      ],
    },
    {
      title: 'Encaisser avec Wave et Orange Money',
      description: 'Des paiements simples et sûrs pour vous et vos clients.',
      lessons: [
        video('Le mobile money pour les petits commerces', yt('LXca5c2W9To'), 842),
        pdf('Guide : sécuriser ses encaissements mobile money', 'guide-securiser-encaissements.pdf'),
        quiz('Quiz : paiements mobiles et arnaques courantes', 10),
      ],
    },
    {
      title: 'Fidéliser ses clients',
      description: 'Transformer un premier achat en relation durable.',
      lessons: [
        audio('Podcast : la relation client à la sénégalaise', 'podcast-relation-client.mp3'),
        exercise('Rédiger 5 messages de relance client', 30),
        video('Listes de diffusion et statuts : vendre sans spammer', vimeo('443269970'), 760),
      ],
    },
  ],
};
