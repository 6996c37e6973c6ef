import { z } from 'zod';
import { ROLES } from '../domain.ts';

export const ZOrganizationSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  isDemo: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type TOrganizationSummary = z.infer<typeof ZOrganizationSummary>;

export const ZOrganizationUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.string(),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
});
export type TOrganizationUser = z.infer<typeof ZOrganizationUser>;
