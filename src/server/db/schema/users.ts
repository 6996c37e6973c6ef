import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { GENDERS } from '#shared/accounts/settings-rules.ts';
import { createdAt, id, ref, timestamps, timestamptz } from './columns.ts';
import { appRole, profileStatus } from './enums.ts';
import { organizations } from './organizations.ts';

// Accounts, part settings (issue 17): the gender a learner may give in their profile (spec §5).
export const userGender = pgEnum('user_gender', GENDERS);

// Field names (JS keys) follow better-auth's model; column names are snake_case.
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    status: profileStatus('status').notNull().default('active'),
    organizationId: ref('organization_id', () => organizations.id, 'restrict').notNull(),
    // Last confirmation email sent: the 60 s resend cooldown is decided on this column.
    confirmationSentAt: timestamptz('confirmation_sent_at'),
    // Accounts, part settings (issue 17): male, female or other; null when not given.
    gender: userGender('gender'),
    // End of accounts, part settings.
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId),
  ],
);

/** The user a row is theirs: required, and the row goes with them (cascade) or holds them (restrict). */
export const userId = (onDelete: 'cascade' | 'restrict') =>
  ref('user_id', () => users.id, onDelete).notNull();

export const userRoles = pgTable(
  'user_roles',
  {
    userId: userId('cascade'),
    role: appRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: userId('cascade'),
    expiresAt: timestamptz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Credentials (the scrypt password hash lives here), as better-auth stores them.
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userId('cascade'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

// One-time tokens: email confirmation, password reset, invitation.
export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// Signing keys of the short-lived access tokens (better-auth jwt plugin).
export const jwks = pgTable('jwks', {
  id: id(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at'),
});
