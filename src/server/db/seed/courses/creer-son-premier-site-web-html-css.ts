// Demo course creer-son-premier-site-web-html-css: Free, self-paced, beginner.

import {
  choice,
  longAnswer,
  matching,
  shortAnswer,
  trueFalse,
} from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, optionalWhenUnavailable, preview, section, vimeo, yt } from './builders.ts';

export const course = demoCourse({
  slug: 'creer-son-premier-site-web-html-css',
  title: 'Créer son premier site web avec HTML et CSS',
  shortDescription:
    'Apprenez les bases du HTML et du CSS et mettez en ligne la page de présentation de votre activité, même avec un ordinateur modeste.',
  description:
    "Cette formation gratuite vous fait passer de zéro à une page web en ligne. Vous découvrirez comment fonctionne un site, comment structurer un contenu avec HTML et comment le mettre en forme avec CSS pour qu'il soit agréable à lire, y compris sur téléphone.\n\nChaque module se termine par un exercice pratique : à la fin, vous disposerez d'une vraie page de présentation pour votre activité, votre association ou votre CV, publiée gratuitement sur internet.",
  instructorKey: 'aminata-diallo',
  categorySlug: 'developpement-web',
  tags: ['HTML & CSS'],
  format: 'auto-formation',
  language: 'fr',
  level: 'beginner',
  accessType: 'free',
  price: 0,
  enableCommunity: true,
  enableCertificate: true,
  previewVideoUrl: yt('nrRTsbZErhT'),
  objectives: [
    'Comprendre le rôle du HTML et du CSS dans une page web',
    'Structurer une page avec les balises essentielles',
    'Mettre en forme un site : couleurs, polices et marges',
    'Rendre une page lisible sur téléphone mobile',
    'Publier gratuitement son site en ligne',
  ],
  prerequisites: [
    'Savoir utiliser un ordinateur et un navigateur',
    'Aucune connaissance en programmation',
    'Un ordinateur, même ancien, avec une connexion internet',
  ],
  expectedResults: [
    'Une page de présentation en ligne pour votre activité',
    'Les bases nécessaires pour apprendre JavaScript',
    'Un premier projet à montrer à un client ou un recruteur',
  ],
  publishedDaysAgo: 200,
  sections: [
    section(
      'Premiers pas sur le web',
      'Comprendre ce qui se passe quand on ouvre un site et préparer son poste de travail.',
      [
        preview(
          optionalWhenUnavailable(lesson.video('Comment fonctionne un site web ?', yt('YrqUgwHqOlS'), 412)),
        ),
        lesson.article('Installer son environnement de travail', [
          '<h2>Ce dont vous avez besoin</h2>',
          "<p>Pour créer un site web, inutile d'acheter un ordinateur puissant ou un logiciel coûteux. Un navigateur récent (Chrome, Firefox ou Edge) et un éditeur de texte suffisent. Nous vous recommandons Visual Studio Code, gratuit et disponible sous Windows, macOS et Linux : il colore votre code, signale les erreurs et complète automatiquement les balises.</p>",
          '<h2>Installer Visual Studio Code</h2>',
          "<p>Rendez-vous sur le site officiel de l'éditeur, téléchargez la version correspondant à votre système puis lancez l'installation. Le fichier pèse environ 100 Mo : si votre connexion est limitée, profitez d'un moment où le réseau est plus fluide, par exemple tôt le matin, ou d'un forfait internet de nuit.</p>",
          '<h2>Organiser ses fichiers</h2>',
          "<p>Créez un dossier nommé <code>mon-site</code> sur votre bureau. À l'intérieur, créez un fichier <code>index.html</code> : c'est la page d'accueil que les navigateurs ouvrent par défaut. Ajoutez ensuite un dossier <code>images</code> pour vos photos et un fichier <code>style.css</code> pour la mise en forme. Évitez les espaces et les accents dans les noms de fichiers : écrivez <code>a-propos.html</code> plutôt que <code>À propos.html</code>.</p>",
          '<h2>Vérifier que tout fonctionne</h2>',
          "<p>Ouvrez <code>index.html</code> dans l'éditeur, tapez <code>&lt;h1&gt;Bonjour Dakar !&lt;/h1&gt;</code>, enregistrez avec Ctrl+S puis faites un double-clic sur le fichier pour l'ouvrir dans le navigateur. Si le titre s'affiche en gros caractères, votre environnement est prêt. Dans la prochaine leçon, nous verrons la structure complète d'une page HTML.</p>",
        ]),
        lesson.pdf('Aide-mémoire des balises HTML', 'aide-memoire-balises-html.pdf'),
      ],
    ),
    section('Structurer une page avec HTML', 'Titres, paragraphes, listes, liens, images et formulaires.', [
      lesson.video('Titres, paragraphes, liens et images', vimeo('821767432'), 1086),
      lesson.article('Les formulaires de contact', [
        '<p>Un formulaire permet à vos visiteurs de vous contacter sans quitter votre site : demande de devis, réservation, inscription à une formation. Il est délimité par la balise <code>form</code> et regroupe plusieurs champs.</p>',
        '<h2>Les champs les plus utiles</h2>',
        '<ul>',
        '<li>le champ <code>input</code> de type <code>text</code> pour le nom ;</li>',
        "<li>le type <code>email</code>, qui vérifie automatiquement le format de l'adresse ;</li>",
        '<li>le type <code>tel</code>, qui affiche le clavier numérique sur mobile, très pratique pour saisir un numéro commençant par +221 ;</li>',
        '<li>la balise <code>textarea</code> pour un message long ;</li>',
        '<li>la balise <code>button</code> pour envoyer.</li>',
        '</ul>',
        '<h2>Bien étiqueter chaque champ</h2>',
        "<p>Associez toujours une balise <code>label</code> à chaque champ. Le texte devient cliquable, et les lecteurs d'écran utilisés par les personnes malvoyantes peuvent annoncer correctement le champ. Indiquez aussi les champs obligatoires avec l'attribut <code>required</code> : le navigateur empêchera l'envoi d'un formulaire incomplet.</p>",
        "<p>Un formulaire HTML seul ne sait pas envoyer d'e-mail : il faut un service qui reçoit les données. Nous verrons en fin de formation des solutions gratuites adaptées aux sites statiques.</p>",
      ]),
      lesson.exercise('Construire la page « À propos » de votre activité', 45, {
        description: 'Une vraie page de présentation, en HTML sémantique et CSS.',
        instructions:
          'Créez une page apropos.html qui présente votre activité (ou une activité imaginaire à Dakar) : un titre, une photo avec un texte alternatif, deux paragraphes, une liste de vos services et vos coordonnées. Utilisez header, main, section et footer. Envoyez votre code dans la zone de texte ou joignez une capture d’écran de la page.',
        points: 20,
        difficultyLevel: 'easy',
      }),
    ]),
    section(
      'Mettre en forme avec CSS',
      'Donner du style à vos pages et les adapter aux écrans de téléphone.',
      [
        lesson.video('Couleurs, polices et marges', yt('vTnwZytswcO'), 954),
        lesson.video('Flexbox et mise en page mobile', yt('2sy0LmBkhqI'), 1320),
        lesson.quiz('Quiz : les bases du HTML et du CSS', 10, {
          description:
            'Vérifiez que vous maîtrisez les balises et les propriétés vues dans les deux premiers modules.',
          questions: [
            choice(
              'Quelle balise crée un lien vers une autre page ?',
              ['<a>', '<link>', '<href>', '<nav>'],
              0,
              "La balise <a> et son attribut href créent un lien ; <link> relie une feuille de style dans l'en-tête.",
            ),
            trueFalse(
              'Le fichier index.html est la page que les navigateurs ouvrent par défaut dans un dossier.',
              true,
              "C'est pourquoi la page d'accueil d'un site s'appelle presque toujours index.html.",
              // A short limit: the demo student's quiz shows the countdown and its time-out (e2e/quizzes.spec.ts).
              { timeLimitSeconds: 15 },
            ),
            shortAnswer(
              'Quelle propriété CSS change la couleur du texte ?',
              'color',
              'color change la couleur du texte ; background-color change celle du fond.',
              { timeLimitSeconds: 30 },
            ),
            matching(
              'Associez chaque balise à son rôle.',
              [
                ['<h1>', 'Titre principal'],
                ['<p>', 'Paragraphe'],
                ['<img>', 'Image'],
                ['<ul>', 'Liste à puces'],
              ],
              "Une page bien structurée utilise chaque balise pour ce qu'elle signifie : c'est aussi ce que lisent les moteurs de recherche.",
              { points: 2 },
            ),
            longAnswer(
              'Écrivez la toute première ligne d’un document HTML5.',
              '<!DOCTYPE html>',
              'La déclaration <!DOCTYPE html> indique au navigateur que la page suit la norme HTML5.',
              { points: 2 },
            ),
          ],
        }),
        lesson.exercise('Publier votre site sur GitHub Pages', 60, {
          description: 'Mettez votre site en ligne gratuitement.',
          instructions:
            'Créez un dépôt GitHub, ajoutez-y les pages de votre site puis activez GitHub Pages. Vérifiez que le site s’affiche bien sur téléphone. Collez l’adresse publique de votre site et décrivez en quelques lignes les difficultés rencontrées.',
          points: 20,
          difficultyLevel: 'medium',
        }),
      ],
    ),
  ],
});
