import { z } from 'zod';
import { ZInstructorCard } from '../catalog/catalog.contract.ts';
import { ZStudentProfile } from './settings-profile.ts';

// GET /api/v1/student/profile/info (spec/authoring-and-shell.md §7): { success, profile }.
// Accounts, part settings (issue 17): the profile's shape moved to ./settings-profile.ts (no catalogue import).
export { type TStudentProfile, ZStudentProfile } from './settings-profile.ts';

export const ZStudentProfileResponse = z.object({ success: z.literal(true), profile: ZStudentProfile });
export type TStudentProfileResponse = z.infer<typeof ZStudentProfileResponse>;

/** The instructor's own profile: what learners see of them, and their standing in the organisation. */
export const ZInstructorProfile = ZInstructorCard.extend({
  status: z.string(),
  commission_rate: z.number(),
  organization_id: z.string(),
});
export type TInstructorProfile = z.infer<typeof ZInstructorProfile>;
