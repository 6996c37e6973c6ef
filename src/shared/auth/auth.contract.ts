import { z } from 'zod';
import { ROLES } from '../domain.ts';
import { t } from '../messages/fr.ts';

// Request and response shapes of /api/auth/*, used by the Fastify routes and the web fetchers alike.

// Accounts, part settings (issue 17): the rules moved to ./password-rules.ts, shared with the settings.
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules.ts';

export { PASSWORD_MAX, PASSWORD_MIN };
export const RESEND_COOLDOWN_SECONDS = 60;

const email = z
  .string({ error: t('field.required') })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: t('field.emailInvalid') }).max(254, { error: t('field.tooLong', { max: 254 }) }));

const password = z
  .string({ error: t('field.required') })
  .min(PASSWORD_MIN, { error: t('field.passwordTooShort', { min: PASSWORD_MIN }) })
  .max(PASSWORD_MAX, { error: t('field.passwordTooLong', { max: PASSWORD_MAX }) });

const personName = (requiredKey: 'field.firstNameRequired' | 'field.lastNameRequired') =>
  z
    .string({ error: t(requiredKey) })
    .trim()
    .min(1, { error: t(requiredKey) })
    .max(80, { error: t('field.tooLong', { max: 80 }) });

const token = z
  .string({ error: t('auth.invalidToken') })
  .min(10, { error: t('auth.invalidToken') })
  .max(512);

/**
 * The page to come back to after the first sign-in (`?redirect=` of the login page). Never an error:
 * the server keeps it only when carriedReturnPath (./return-path.ts) accepts it, and drops it otherwise.
 */
const returnPath = z.string().max(2000).optional();

export const ZSignUpRequest = z.object({
  email,
  password,
  firstName: personName('field.firstNameRequired'),
  lastName: personName('field.lastNameRequired'),
  redirect: returnPath,
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZSignInRequest = z.object({
  email,
  password: z
    .string({ error: t('field.required') })
    .min(1, { error: t('field.required') })
    .max(PASSWORD_MAX),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export const ZEmailRequest = z.object({ email });
export type TEmailRequest = z.infer<typeof ZEmailRequest>;

/** Resending the confirmation email keeps the page to come back to. */
export const ZResendConfirmationRequest = z.object({ email, redirect: returnPath });
export type TResendConfirmationRequest = z.infer<typeof ZResendConfirmationRequest>;

export const ZTokenQuery = z.object({ token });

export const ZSetPasswordRequest = z.object({ token, password });
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

export const ZRole = z.enum(ROLES);

export const ZCurrentUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  organization: z.object({ id: z.string(), name: z.string(), isDemo: z.boolean() }),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZMe = z.object({ user: ZCurrentUser, roles: z.array(ZRole), currentRole: ZRole.nullable() });
export type TMe = z.infer<typeof ZMe>;

export const ZAccessToken = z.object({
  accessToken: z.string(),
  /** ISO date after which the access token is refused. */
  expiresAt: z.string(),
});
export type TAccessToken = z.infer<typeof ZAccessToken>;

export const ZSignInResponse = ZAccessToken.extend({ me: ZMe });
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

export const ZResendResponse = z.object({ message: z.string(), cooldownSeconds: z.number().int() });
export type TResendResponse = z.infer<typeof ZResendResponse>;

export const ZSessionItem = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type TSessionItem = z.infer<typeof ZSessionItem>;

export const ZSessionIdParams = z.object({ sessionId: z.uuid({ error: t('request.notFound') }) });

export const ZInvitationRequest = z.object({
  email,
  firstName: personName('field.firstNameRequired'),
  lastName: personName('field.lastNameRequired'),
  role: z.enum(['student', 'instructor', 'admin'], { error: t('field.roleInvalid') }),
});
export type TInvitationRequest = z.infer<typeof ZInvitationRequest>;

/** The same for a new address and one already used elsewhere (decision 059): no account id. */
export const ZInvitationResponse = z.object({ email: z.string(), message: z.string() });
