import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// What a page says offline (docs/decisions/051, 053): 'Vous êtes hors ligne' for what needs the
// network, 'Hors ligne — copie du …' for a page shown from the copy kept on this device. Shown by
// src/web/ui's offline pieces, which load with the pages that use them, not with the first download.

export const frOffline = {
  'offline.title': 'Vous êtes hors ligne',
  'offline.detail':
    "Cette page a besoin du réseau. Vérifiez le Wi-Fi ou les données mobiles : elle se chargera d'elle-même dès le retour de la connexion.",
  'offline.available':
    'En attendant, vos formations et les leçons déjà ouvertes sur cet appareil restent disponibles.',
  'offline.myCourses': 'Ouvrir Mes formations',
  'offline.copy': 'Hors ligne — copie du {date}',
  'offline.copyUndated': 'Hors ligne — copie gardée sur cet appareil',
  'offline.copyDetail': 'Cette page se mettra à jour dès le retour du réseau.',
} as const satisfies Record<string, string> & { readonly [K in WebMessageKey | MessageKey]?: never };

export type OfflineMessageKey = WebMessageKey | keyof typeof frOffline;

/** `t` of ./fr-web.ts that also knows the offline pieces' keys. */
export const t = createTranslator<OfflineMessageKey>({ ...frWeb, ...frOffline });
