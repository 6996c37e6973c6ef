import { z } from 'zod';
import { ZInstructorCard } from '../catalog/catalog.contract.ts';

// GET /api/v1/student/profile/info (spec/authoring-and-shell.md §7): { success, profile }.
export const ZStudentProfile = z.object({
  id: z.string(),
  organization_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: z.string().nullable(),
  status: z.string(),
  avatar_url: z.string().nullable(),
  updated_at: z.string(),
  // Accounts, part settings (issue 17): gender (male, female, other) and the address awaiting confirmation
  gender: z.string().nullable(),
  pending_email: z.string().nullable(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;
export const ZStudentProfileResponse = z.object({ success: z.literal(true), profile: ZStudentProfile });
export type TStudentProfileResponse = z.infer<typeof ZStudentProfileResponse>;

/** The instructor's own profile: what learners see of them, and their standing in the organisation. */
export const ZInstructorProfile = ZInstructorCard.extend({
  status: z.string(),
  commission_rate: z.number(),
  organization_id: z.string(),
});
export type TInstructorProfile = z.infer<typeof ZInstructorProfile>;
