import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwt } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/auth/auth.contract.ts';
import { carriedReturnPath } from '#shared/auth/return-path.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  accounts,
  jwks,
  organizations,
  sessions,
  userRoles,
  users,
  verifications,
} from '../db/schema/index.ts';
import { markEmailVerified } from '../features/auth/auth.repo.ts';
import type { Mailer } from './mail.ts';

export const ACCESS_TOKEN_AUDIENCE = 'jang-api';

/** Accounts, part settings (issue 17): the header carrying request.ip to better-auth (set by auth.routes.ts). */
export const CLIENT_IP_HEADER = 'x-jang-client-ip';

/**
 * better-auth does the credential work: scrypt password hashes, sessions (rows that can be listed
 * and revoked), email-confirmation and reset tokens, and the short-lived JWT access tokens.
 * Its HTTP handler is not mounted: our own zod-validated routes call `auth.api.*`, so every
 * answer speaks French and appears in the OpenAPI document.
 */
export function createAuth(db: Db, config: Config, mailer: Mailer) {
  return betterAuth({
    appName: 'Jàng',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, jwks },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.isProduction,
      // Accounts, part settings (issue 17): the session's IP is Fastify's request.ip (TRUST_PROXY decides
      // whether X-Forwarded-For counts), handed over in this header by our routes, never the client's own.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: { disabled: config.logLevel === 'silent' },
    rateLimit: { enabled: false }, // sign-in limits are ours (per email and per IP), see sign-in-limiter.ts
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        organizationId: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => markEmailVerified(db, user.id),
      sendResetPassword: async ({ user, token }) => {
        await mailer.send({
          kind: 'reset-password',
          to: user.email,
          userId: user.id,
          subject: 'Réinitialisation de votre mot de passe Jàng',
          link: `${config.appUrl}/auth/update-password?token=${token}`,
          text: `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure) :\n${config.appUrl}/auth/update-password?token=${token}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez cet email.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token, url }) => {
        // The page to come back to, given as callbackURL at sign-up or resend: checked again here.
        const returnPath = carriedReturnPath(new URL(url).searchParams.get('callbackURL'));
        const link = `${config.appUrl}/auth/confirm-email?token=${token}${
          returnPath ? `&redirect=${encodeURIComponent(returnPath)}` : ''
        }`;
        await mailer.send({
          kind: 'confirm-email',
          to: user.email,
          userId: user.id,
          subject: 'Confirmez votre compte Jàng',
          link,
          text: `Bienvenue sur Jàng !\n\nConfirmez votre adresse email en ouvrant ce lien (valable 24 heures) :\n${link}`,
        });
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Public sign-ups join the default organisation; every new account is a student.
          before: async (user) => {
            if ((user as { organizationId?: string }).organizationId) return { data: user };
            const [org] = await db
              .select({ id: organizations.id })
              .from(organizations)
              .where(eq(organizations.slug, config.defaultOrganizationSlug));
            if (!org)
              throw new Error(`Organisation par défaut introuvable : ${config.defaultOrganizationSlug}`);
            return { data: { ...user, organizationId: org.id } };
          },
          after: async (user) => {
            await db.insert(userRoles).values({ userId: user.id, role: 'student' }).onConflictDoNothing();
          },
        },
      },
    },
    plugins: [
      jwt({
        jwt: {
          issuer: config.appUrl,
          audience: ACCESS_TOKEN_AUDIENCE,
          expirationTime: `${config.accessTokenTtlSeconds}s`,
          // The session id lets every request check that the session still exists (revocation).
          definePayload: ({ session }) => ({ sid: session.id }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
