import { z } from 'zod';
import { INSTRUCTOR_STATUSES } from '../domain.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

// The organisation's instructor profiles (issue 18 "Admin"): GET /api/admin/instructor-profiles and
// PUT /api/admin/instructor-profiles/{instructorId}. What the marketplace shows of an instructor
// (name, picture, specialization, bio; only an active profile is shown) and their commission rate.

export const INSTRUCTOR_SPECIALIZATION_MAX = 120;
export const INSTRUCTOR_BIO_MAX = 2_000;

export const ZInstructorProfileParams = z.object({ instructorId: id() });

export const ZInstructorProfile = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  specialization: z.string().nullable(),
  bio: z.string().nullable(),
  status: z.enum(INSTRUCTOR_STATUSES),
  commissionRate: z.number(),
  courseCount: z.number().int(),
});
export type TInstructorProfile = z.infer<typeof ZInstructorProfile>;

const optionalText = (
  max: number,
  key: 'admin.instructors.specializationTooLong' | 'admin.instructors.bioTooLong',
) =>
  z
    .string()
    .trim()
    .max(max, { error: t(key, { max }) })
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const ZUpdateInstructorProfile = z.object({
  name: z
    .string({ error: t('admin.instructors.nameRequired') })
    .trim()
    .min(1, { error: t('admin.instructors.nameRequired') })
    .max(120, { error: t('admin.instructors.nameRequired') }),
  specialization: optionalText(INSTRUCTOR_SPECIALIZATION_MAX, 'admin.instructors.specializationTooLong'),
  bio: optionalText(INSTRUCTOR_BIO_MAX, 'admin.instructors.bioTooLong'),
  /** An https address, or a path of the app itself (its public files, the demo's pictures). */
  avatarUrl: z
    .string()
    .trim()
    .max(1_000, { error: t('admin.instructors.avatarInvalid') })
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value) || /^\/(?!\/)[^\s]+$/.test(value), {
      error: t('admin.instructors.avatarInvalid'),
    })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  status: z.enum(INSTRUCTOR_STATUSES, { error: t('admin.instructors.statusInvalid') }),
  commissionRate: z
    .number({ error: t('admin.instructors.commissionInvalid') })
    .min(0, { error: t('admin.instructors.commissionInvalid') })
    .max(100, { error: t('admin.instructors.commissionInvalid') })
    .refine((value) => Number.isInteger(value * 100), { error: t('admin.instructors.commissionInvalid') }),
});
export type TUpdateInstructorProfile = z.input<typeof ZUpdateInstructorProfile>;
export type TInstructorProfileValues = z.output<typeof ZUpdateInstructorProfile>;
