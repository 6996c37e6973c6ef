import { z } from 'zod';

// The profile of GET /api/v1/student/profile/info (spec/authoring-and-shell.md §7), shared by the
// settings' contract without importing the server's catalogue (accounts, part settings; issue 17).
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
