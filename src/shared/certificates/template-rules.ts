import { t } from '../messages/fr.ts';
import {
  type CertificateSettings,
  type DistinctionThreshold,
  NEW_THRESHOLD_DEFAULT,
} from './certificate-settings.ts';
import { certificateAssetFolder, TEMPLATE_NAME_MAX } from './certificate-templates.contract.ts';

// The designer's pure rules (issue 16 "Designer"; spec/authoring-and-shell.md §5, §9): a copy's
// name, a new distinction threshold, the pictures a template names (the server checks each is one
// of the organisation's own), the directors it names.

/** "<name> (copie)", cut so that it stays within the name's limit. */
export function copyName(name: string): string {
  const suffix = ` ${t('certificates.designer.copySuffix')}`;
  const base = name.trim();
  const room = TEMPLATE_NAME_MAX - suffix.length;
  return `${[...base].slice(0, room).join('').trimEnd()}${suffix}`;
}

/** The row "add a threshold" appends: 50 (§9), its text left for the designer to write. */
export function newThreshold(): DistinctionThreshold {
  return { threshold: NEW_THRESHOLD_DEFAULT, text: '' };
}

/** The thresholds as the certificate reads them: highest first (§5). Stable for equal thresholds. */
export function sortedThresholds(thresholds: readonly DistinctionThreshold[]): DistinctionThreshold[] {
  return thresholds
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.threshold - a.row.threshold || a.index - b.index)
    .map(({ row }) => row);
}

export type TemplateImageField = 'backgroundImage' | 'clientLogo';

/** The pictures the settings name, by field (the background only when it is the chosen background). */
export function imagesOf(settings: CertificateSettings): { field: TemplateImageField; url: string }[] {
  const images: { field: TemplateImageField; url: string }[] = [];
  if (settings.backgroundImage) images.push({ field: 'backgroundImage', url: settings.backgroundImage });
  if (settings.clientLogo) images.push({ field: 'clientLogo', url: settings.clientLogo });
  return images;
}

/**
 * Whether a storage key is one of the organisation's certificate pictures: under
 * public/certificates/<organisation>/, plain segments only (no way out of the folder).
 */
export function isOrganizationAssetKey(key: string, organizationId: string): boolean {
  const folder = certificateAssetFolder(organizationId);
  if (!key.startsWith(folder) || key.length > 512) return false;
  const rest = key.slice(folder.length).split('/');
  return (
    rest.length >= 1 &&
    rest.every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment) && !/^\.+$/.test(segment))
  );
}
