import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The course editor's structure builder (src/web/features/courses/structure), with the spec's wording
// where it gives one (spec/authoring-and-shell.md §5, §8). Loaded only with the editor.

export const frCoursesStructure = {
  'structureBuilder.heading': 'Structure du cours',
  'structureBuilder.intro': 'Organisez vos {sections} et leurs leçons. Glissez-les pour les réordonner.',
  'structureBuilder.sectionsWord.auto-formation': 'sections',
  'structureBuilder.sectionsWord.session': 'semaines',
  'structureBuilder.addSection.auto-formation': 'Ajouter une section',
  'structureBuilder.addSection.session': 'Ajouter une semaine',
  'structureBuilder.sectionTitle.auto-formation': 'Titre de la section',
  'structureBuilder.sectionTitle.session': 'Titre de la semaine',
  'structureBuilder.deleteSection.auto-formation': 'Supprimer la section « {title} »',
  'structureBuilder.deleteSection.session': 'Supprimer la semaine « {title} »',
  'structureBuilder.dragSection': 'Déplacer « {title} »',
  'structureBuilder.lessonCount': '{n} leçon(s)',
  'structureBuilder.emptySection': 'Aucune leçon ici pour l’instant : ajoutez-en une ou glissez-en une ici.',
  'structureBuilder.addLesson': 'Ajouter une leçon',
  'structureBuilder.deleteLesson': 'Supprimer la leçon « {title} »',
  'structureBuilder.dragLesson': 'Déplacer la leçon « {title} »',
  'structureBuilder.lessonTitle': 'Titre de la leçon',
  'structureBuilder.lessonType': 'Type de leçon',
  'structureBuilder.lessonDuration': 'Durée : {duration}',
  'structureBuilder.untitled': '(sans titre)',
  'structureBuilder.type.video': 'Vidéo',
  'structureBuilder.type.article': 'Article',
  'structureBuilder.type.document': 'Document',
  'structureBuilder.type.audio': 'Audio',
  'structureBuilder.type.quiz': 'Quiz',
  'structureBuilder.type.exercise': 'Exercice',
  'structureBuilder.preview': 'Aperçu gratuit',
  'structureBuilder.previewHint': 'Visible sans inscription sur la page du cours.',

  // The two confirmations of §5, and the type change of §4
  'structureBuilder.confirmDeleteTitle': 'Confirmer la suppression',
  'structureBuilder.confirmDeleteSection':
    'Êtes-vous sûr de vouloir supprimer cette section et toutes ses leçons ?',
  'structureBuilder.confirmDeleteLesson': 'Êtes-vous sûr de vouloir supprimer cette leçon ?',
  'structureBuilder.confirmDelete': 'Supprimer',
  'structureBuilder.cancel': 'Annuler',
  'structureBuilder.typeChangeTitle': 'Changer le type de la leçon ?',
  'structureBuilder.typeChangeText':
    'Le contenu actuel de cette leçon sera supprimé (et son fichier, à l’enregistrement) pour passer au type « {type} ».',
  'structureBuilder.typeChangeConfirm': 'Changer le type',

  // Content by type (§3, §5)
  'structureBuilder.videoUrl': 'URL de la vidéo (YouTube ou Vimeo)',
  'structureBuilder.videoUnrecognised': 'URL non reconnue comme YouTube ou Vimeo',
  'structureBuilder.videoRecognised': 'Vidéo {provider} reconnue.',
  'structureBuilder.videoPreviewUnavailable': 'Aperçu non disponible pour cette URL.',
  'structureBuilder.videoShowPreview': 'Voir l’aperçu de la vidéo',
  'structureBuilder.videoHidePreview': 'Masquer l’aperçu',
  'structureBuilder.videoFrameTitle': 'Aperçu de la vidéo « {title} »',
  'structureBuilder.videoSeconds': 'Durée de la vidéo (secondes)',
  'structureBuilder.articleText': 'Texte de l’article',
  'structureBuilder.articleMinutes': 'Temps de lecture estimé : {n} min',
  'structureBuilder.documentFile': 'Fichier du document',
  'structureBuilder.audioFile': 'Fichier audio',
  'structureBuilder.audioSeconds': 'Durée lue dans le fichier : {duration}',
  'structureBuilder.uploadsUnavailable': 'L’envoi de fichiers n’est pas disponible sur cette page.',
  'structureBuilder.quizPick': 'Quiz',
  'structureBuilder.quizChoose': 'Choisir un quiz publié',
  'structureBuilder.quizNone': 'Aucun quiz publié pour l’instant.',
  'structureBuilder.quizItem': '{title} ({n} question(s))',
  'structureBuilder.quizTitleHint': 'Le titre est celui du quiz choisi.',
  'structureBuilder.exercisePick': 'Exercice',
  'structureBuilder.exerciseChoose': 'Choisir un exercice publié',
  'structureBuilder.exerciseNone': 'Aucun exercice publié pour l’instant.',
  'structureBuilder.exerciseItem': '{title} ({points} pts, {difficulty})',
  'structureBuilder.exerciseMinutes': 'Durée estimée (minutes, facultatif)',
  'structureBuilder.difficulty.easy': 'facile',
  'structureBuilder.difficulty.medium': 'moyen',
  'structureBuilder.difficulty.hard': 'difficile',
  'structureBuilder.listsErrorTitle': 'Erreur',
  'structureBuilder.quizzesError': 'Impossible de charger la liste des quiz.',
  'structureBuilder.exercisesError': 'Impossible de charger la liste des exercices.',
  'structureBuilder.loading': 'Chargement…',

  // Drag and drop, for screen readers (@dnd-kit announcements)
  'structureBuilder.dnd.roleDescription': 'élément déplaçable',
  'structureBuilder.dnd.instructions':
    'Pour déplacer un élément, appuyez sur Espace ou Entrée, déplacez-le avec les flèches, puis appuyez de nouveau sur Espace ou Entrée pour le déposer. Échap annule.',
  'structureBuilder.dnd.start': '« {title} » saisi, position {position} sur {total}.',
  'structureBuilder.dnd.overLesson':
    '« {title} » est maintenant en position {position} sur {total} dans « {section} ».',
  'structureBuilder.dnd.overSection': '« {title} » est maintenant en position {position} sur {total}.',
  'structureBuilder.dnd.outside': '« {title} » n’est plus au-dessus d’un emplacement.',
  'structureBuilder.dnd.end': '« {title} » déposé en position {position} sur {total}.',
  'structureBuilder.dnd.endLesson':
    '« {title} » déposé en position {position} sur {total} dans « {section} ».',
  'structureBuilder.dnd.cancel': 'Déplacement annulé : « {title} » est revenu à sa place.',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type CoursesStructureMessageKey = WebMessageKey | keyof typeof frCoursesStructure;

/** `t` of ./fr-web.ts that also knows the structure builder's keys. */
export const t = createTranslator<CoursesStructureMessageKey>({ ...frWeb, ...frCoursesStructure });
