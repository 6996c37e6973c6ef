import type { MessageKey } from './fr.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// 'Mode démo' (spec/cohorts.md §1, docs/decisions/057): shown only by src/web/shell/demo-mode-switch.tsx,
// which loads only where the bar shows, so a first visit does not download these strings.

export const frDemo = {
  'shell.demoTitle': 'Mode démo',
  'shell.demoSwitch': 'Mode démo',
  'shell.demoDetail':
    'Vous parcourez le catalogue de démonstration « {organization} » : ses formations, formateurs et avis sont fictifs. Une fois connecté, vous voyez toujours le catalogue et les formations de votre organisation.',
  'shell.demoSwitchHint': 'Affiche le catalogue fictif de démonstration à la place du catalogue réel.',

  // A key already in another catalogue would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in WebMessageKey | MessageKey]?: never };

export const t = createTranslator<WebMessageKey | keyof typeof frDemo>({ ...frWeb, ...frDemo });
