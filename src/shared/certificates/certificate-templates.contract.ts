import { z } from 'zod';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { certificateSettings } from './certificate-settings.ts';

// The certificate designer's API (issue 16 "Designer"; spec/authoring-and-shell.md §2 panel 4, §3,
// §5 "Certificate designer", §7): an organisation's templates, its directors and the pictures a
// template shows. Under /api/admin: the organisation's admins write; its instructors read the
// templates (the course editor lists them). Decisions 224–233.

export const CERTIFICATE_DESIGNER_PATHS = {
  templates: '/api/admin/certificate-templates',
  template: (templateId: string) => `/api/admin/certificate-templates/${templateId}`,
  settings: (templateId: string) => `/api/admin/certificate-templates/${templateId}/settings`,
  duplicate: (templateId: string) => `/api/admin/certificate-templates/${templateId}/duplicate`,
  thumbnail: (templateId: string) => `/api/admin/certificate-templates/${templateId}/thumbnail`,
  assets: (kind: CertificateAssetKind) => `/api/admin/certificate-assets?kind=${kind}`,
  directors: '/api/admin/certificate-directors',
  director: (directorId: string) => `/api/admin/certificate-directors/${directorId}`,
} as const;

/** The pages of the designer. */
export const CERTIFICATE_DESIGNER_PAGES = {
  list: '/admin/certificates',
  editor: (templateId: string) => `/admin/certificates/${templateId}`,
} as const;

export const TEMPLATE_NAME_MAX = 120;
export const DIRECTOR_NAME_MAX = 120;
export const DIRECTOR_TITLE_MAX = 120;

/**
 * The largest picture the designer accepts (decision 226): the spec's hint says 5 MB, the server
 * enforces it (413 above).
 */
export const CERTIFICATE_IMAGE_MAX_MB = 5;
export const CERTIFICATE_IMAGE_MAX_BYTES = CERTIFICATE_IMAGE_MAX_MB * 1024 * 1024;

/** What a picture of the designer is for: each is stored in the format the PDF embeds (decision 225). */
export const CERTIFICATE_ASSET_KINDS = ['background', 'logo', 'signature'] as const;
export type CertificateAssetKind = (typeof CERTIFICATE_ASSET_KINDS)[number];

/** The types the bytes may be (read from the magic numbers, never from the name or declared type). */
export const CERTIFICATE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Where an organisation's certificate pictures live in the store (public: the PDF and the page read them). */
export const certificateAssetFolder = (organizationId: string) => `public/certificates/${organizationId}/`;

const templateName = z
  .string({ error: t('certificates.designer.nameRequired') })
  .trim()
  .min(1, { error: t('certificates.designer.nameRequired') })
  .max(TEMPLATE_NAME_MAX, { error: t('certificates.designer.nameTooLong', { max: TEMPLATE_NAME_MAX }) });

export const ZTemplateParams = z.object({ id: id() });
export const ZDirectorParams = z.object({ id: id() });

/** §3 "Certificate template list item" (id, name, thumbnail_url), with what the list shows besides. */
export const ZTemplateListItem = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail_url: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TTemplateListItem = z.infer<typeof ZTemplateListItem>;
export const ZTemplateList = z.array(ZTemplateListItem);

/** One template, with where it is used (a used template cannot be deleted). */
export const ZTemplateDetail = ZTemplateListItem.extend({
  settings: certificateSettings,
  usage: z.object({ courses: z.number().int(), cohorts: z.number().int() }),
});
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;

export const ZCreateTemplate = z.object({ name: templateName });
export type TCreateTemplate = z.infer<typeof ZCreateTemplate>;
export const ZRenameTemplate = z.object({ name: templateName });
/** A copy's name; "<name> (copie)" when none is given. */
export const ZDuplicateTemplate = z.object({ name: templateName.optional() });

/** A save of the settings carries the version it started from: a stale one is refused (409). */
export const ZSaveTemplateSettings = z.object({
  version: z
    .number({ error: t('certificates.designer.versionRequired') })
    .int()
    .min(1),
  settings: certificateSettings,
});
export type TSaveTemplateSettings = z.infer<typeof ZSaveTemplateSettings>;

export const ZThumbnailAnswer = z.object({ thumbnail_url: z.string() });

export const ZAssetQuery = z.object({
  kind: z.enum(CERTIFICATE_ASSET_KINDS, { error: t('certificates.designer.assetKindInvalid') }),
});
export const ZStoredAsset = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type TStoredAsset = z.infer<typeof ZStoredAsset>;

/** §3 "Director" (id, name, title) and the picture of their signature. */
export const ZDirector = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  signatureUrl: z.string().nullable(),
});
export type TDirector = z.infer<typeof ZDirector>;
export const ZDirectorList = z.array(ZDirector);

export const ZDirectorInput = z.object({
  name: z
    .string({ error: t('certificates.designer.directorNameRequired') })
    .trim()
    .min(1, { error: t('certificates.designer.directorNameRequired') })
    .max(DIRECTOR_NAME_MAX, { error: t('certificates.designer.nameTooLong', { max: DIRECTOR_NAME_MAX }) }),
  title: z
    .string()
    .trim()
    .max(DIRECTOR_TITLE_MAX, { error: t('certificates.designer.nameTooLong', { max: DIRECTOR_TITLE_MAX }) }),
  signatureUrl: z.string().max(2000).nullable(),
});
export type TDirectorInput = z.infer<typeof ZDirectorInput>;
