import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The upload field's strings (src/web/features/uploads): loaded only with the course editor.
// The size and type refusals use the server's wording (spec/authoring-and-shell.md §5, decision 150).

export const frUploads = {
  'uploadField.choose': 'Choisir un fichier',
  'uploadField.replace': 'Remplacer le fichier',
  'uploadField.remove': 'Retirer le fichier',
  'uploadField.retry': 'Réessayer',
  'uploadField.cancel': "Annuler l'envoi",
  'uploadField.current': 'Fichier actuel : {name}',
  'uploadField.none': 'Aucun fichier',
  'uploadField.progress': 'Envoi de « {name} » : {percent} %',
  'uploadField.progressLabel': 'Progression de l’envoi de « {name} »',
  'uploadField.sent': '{sent} sur {total}',
  'uploadField.done': 'Fichier prêt',
  'uploadField.offline':
    'Connexion perdue : l’envoi reprendra tout seul là où il s’est arrêté dès le retour du réseau.',
  'uploadField.resuming': 'Reprise de l’envoi…',
  'uploadField.failed': 'L’envoi a échoué.',
  'uploadField.tooLargeTitle': 'Fichier trop volumineux',
  'uploadField.tooLarge': 'Fichier trop volumineux : « {name} » fait {size}, la limite est de {limit}.',
  'uploadField.unsupportedTitle': 'Type de fichier non supporté',
  'uploadField.unsupported': 'Type de fichier non supporté : « {name} ». Formats acceptés : {accepted}.',
  'uploadField.accepted.document': 'PDF, Word, Excel, PowerPoint, texte, CSV',
  'uploadField.accepted.audio': 'MP3, WAV, OGG, AAC',
  'uploadField.accepted.image': 'JPG, JPEG, PNG, WebP, GIF',
  'uploadField.hint': '{accepted} — 10 Mo maximum',
  'uploadField.serverError': 'Le serveur n’a pas pu enregistrer le fichier : {detail}',
  'uploadField.sessionExpired': 'Votre session a expiré : reconnectez-vous puis réessayez.',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in MessageKey]?: never };

export type UploadsMessageKey = WebMessageKey | keyof typeof frUploads;

/** `t` of ./fr-web.ts that also knows the upload field's keys. */
export const t = createTranslator<UploadsMessageKey>({ ...frWeb, ...frUploads });
