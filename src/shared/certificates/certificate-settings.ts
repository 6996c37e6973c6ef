import { z } from 'zod';

// A certificate template's settings (spec/authoring-and-shell.md §3 "Certificate template settings",
// defaults of §9). Stored as one JSON document per template; the layout (certificate-layout.ts) reads
// nothing else, so the preview, the PDF and an issued certificate (which keeps a copy) agree.

export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const BACKGROUND_OPTIONS = ['color', 'image', 'gradient'] as const;
export type BackgroundOption = (typeof BACKGROUND_OPTIONS)[number];

/** Logo size sliders: 1 to 10 in steps of 0.1 (§9). */
export const LOGO_SIZE = { min: 1, max: 10, step: 0.1 } as const;

/** A new distinction threshold starts at 50 (§9). */
export const NEW_THRESHOLD_DEFAULT = 50;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Couleur invalide (format #RRGGBB)');
const logoSize = z.number().min(LOGO_SIZE.min).max(LOGO_SIZE.max);
/** An image of the template: the public URL of a file uploaded through the designer, or none. */
const imageUrl = z.string().max(2000).nullable();
const shortText = (max: number) => z.string().trim().max(max);

export const distinctionThreshold = z.object({
  threshold: z
    .number({ message: 'Le seuil doit être un nombre entre 0 et 100' })
    .min(0, 'Le seuil doit être un nombre entre 0 et 100')
    .max(100, 'Le seuil doit être un nombre entre 0 et 100'),
  text: shortText(60).min(1, 'Le texte de la mention est obligatoire'),
});
export type DistinctionThreshold = z.infer<typeof distinctionThreshold>;

export const certificateSettings = z.object({
  /** The layout family ('classic' is the only one drawn today). */
  model: z.enum(['classic']),
  orientation: z.enum(ORIENTATIONS),
  certificateTitle: shortText(40),
  certificateSubtitle: shortText(80),
  studentIntroText: shortText(160),
  courseIntroText: shortText(160),
  gradeIntroText: shortText(160),
  backgroundOption: z.enum(BACKGROUND_OPTIONS),
  backgroundColor: hexColor,
  backgroundImage: imageUrl,
  gradientStart: hexColor,
  gradientEnd: hexColor,
  clientLogo: imageUrl,
  clientLogoSize: logoSize,
  /** The platform's (product's) logo, drawn smaller in a corner; off hides it. */
  showProductLogo: z.boolean(),
  productLogoSize: logoSize,
  showInstructorSignature: z.boolean(),
  instructorTitle: shortText(80),
  showDirectorSignature: z.boolean(),
  /** One of the organisation's directors (certificate_directors), or none. */
  selectedDirectorId: z.string().uuid().nullable(),
  showDistinction: z.boolean(),
  /** The label before the distinction ('Mention'). */
  distinctionText: shortText(40),
  distinctionThresholds: z.array(distinctionThreshold).max(10),
});
export type CertificateSettings = z.infer<typeof certificateSettings>;

/** The settings of a new template (§9). */
export const DEFAULT_CERTIFICATE_SETTINGS: CertificateSettings = {
  model: 'classic',
  orientation: 'portrait',
  certificateTitle: 'CERTIFICAT',
  certificateSubtitle: 'de complétion',
  studentIntroText: 'Ce certificat est décerné à',
  courseIntroText: 'pour avoir suivi avec succès la formation',
  gradeIntroText: 'avec la note de',
  backgroundOption: 'color',
  backgroundColor: '#ffffff',
  backgroundImage: null,
  gradientStart: '#fdf6e3',
  gradientEnd: '#e0f2f1',
  clientLogo: null,
  clientLogoSize: 5,
  showProductLogo: true,
  productLogoSize: 3,
  showInstructorSignature: true,
  instructorTitle: 'Formateur',
  showDirectorSignature: false,
  selectedDirectorId: null,
  showDistinction: true,
  distinctionText: 'Mention',
  distinctionThresholds: [
    { threshold: 90, text: 'Très Bien' },
    { threshold: 80, text: 'Bien' },
    { threshold: 70, text: 'Assez Bien' },
    { threshold: 60, text: 'Passable' },
  ],
};

/**
 * What a certificate prints about its learner: a sample in the designer, the issued values on a
 * certificate. Signatures are image URLs or none.
 */
export type CertificateFacts = {
  studentName: string;
  courseName: string;
  /** Percent 0–100, or null when the course has no exam (no grade line is drawn). */
  grade: number | null;
  distinction: string | null;
  instructorName: string;
  instructorSignature: string | null;
  directorName: string | null;
  directorTitle: string | null;
  directorSignature: string | null;
  organizationName: string;
  /** The issue date as printed, e.g. '27 novembre 2026'. */
  issuedOn: string;
  /** The verification code and its URL (QR code); null in the designer's preview. */
  verificationCode: string | null;
  verificationUrl: string | null;
};

/** The sample learner of the designer's preview. */
export const SAMPLE_FACTS: CertificateFacts = {
  studentName: 'Aminata Ndiaye',
  courseName: 'Comptabilité SYSCOHADA pour les PME',
  grade: 86,
  distinction: 'Bien',
  instructorName: 'Moussa Diop',
  instructorSignature: null,
  directorName: null,
  directorTitle: null,
  directorSignature: null,
  organizationName: 'Jàng',
  issuedOn: '27 novembre 2026',
  verificationCode: null,
  verificationUrl: null,
};
