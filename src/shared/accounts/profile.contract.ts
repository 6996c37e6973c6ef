import { z } from 'zod';

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
});
export const ZStudentProfileResponse = z.object({ success: z.literal(true), profile: ZStudentProfile });
export type TStudentProfileResponse = z.infer<typeof ZStudentProfileResponse>;

export const ZInstructorProfile = z.object({
  id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  specialization: z.string().nullable(),
  bio: z.string().nullable(),
  status: z.string(),
  commission_rate: z.number(),
  organization_id: z.string(),
});
export type TInstructorProfile = z.infer<typeof ZInstructorProfile>;
