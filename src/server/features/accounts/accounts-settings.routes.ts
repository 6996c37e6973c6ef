import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SETTINGS_PATHS,
  ZAvatarResponse,
  ZEmailConfirmRequest,
  ZEmailConfirmResponse,
  ZLoginHistoryResponse,
  ZLogoutSessionRequest,
  ZLogoutSessionResponse,
  ZPasswordChange,
  ZPreferences,
  ZPreferencesResponse,
  ZProfileUpdate,
  ZProfileUpdateResponse,
  ZSuccessMessage,
} from '#shared/accounts/settings.contract.ts';
import { MAX_AVATAR_BYTES } from '#shared/accounts/settings-rules.ts';
import { t } from '#shared/messages/fr.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { readAvatarUpload, removeAvatar, replaceAvatar } from './avatar.ts';
import { changePassword } from './change-password.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { endOwnSession, getLoginHistory } from './login-history.ts';
import { getPreferences, updatePreferences } from './preferences.ts';
import type { SettingsContext } from './settings-context.ts';
import { updateOwnProfile } from './update-own-profile.ts';

const tags = ['accounts'];
const security = [{ bearerAuth: [] }];
/** Spec §8: a call without a signed-in user says so in these words (401). */
const config = { unauthenticatedMessage: t('accounts.settings.notSignedIn') };

// Accounts, part settings (issue 17): /dashboard/settings (profile, picture, preferences) and
// /dashboard/settings/security (password, login history). /api/v1/student/* is open to any signed-in
// user holding a role; every route acts on the caller's own account only.
export async function accountsSettingsRoutes(root: FastifyInstance, ctx: SettingsContext) {
  // Scoped to this plugin: only the avatar upload reads multipart bodies.
  await root.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_AVATAR_BYTES, files: 2, fields: 5, fieldSize: 1024, parts: 10 },
  });
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.put(
    SETTINGS_PATHS.profile,
    {
      config,
      schema: {
        tags,
        summary: 'Modifier mon profil (une nouvelle adresse attend sa confirmation)',
        security,
        body: ZProfileUpdate,
        response: { 200: ZProfileUpdateResponse },
      },
    },
    async (request) => updateOwnProfile(ctx, requireCaller(request), request.body),
  );

  app.post(
    SETTINGS_PATHS.emailConfirm,
    {
      config,
      schema: {
        tags,
        summary: 'Confirmer ma nouvelle adresse email (lien reçu à cette adresse)',
        security,
        body: ZEmailConfirmRequest,
        response: { 200: ZEmailConfirmResponse },
      },
    },
    async (request) => confirmEmailChange(ctx, requireCaller(request), request.body.token),
  );

  app.post(
    SETTINGS_PATHS.avatar,
    {
      config,
      schema: {
        tags,
        summary: 'Changer ma photo de profil (multipart, champ « avatar », image ≤ 5 Mo)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: ZAvatarResponse },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return replaceAvatar(ctx, caller, await readAvatarUpload(request));
    },
  );

  app.delete(
    SETTINGS_PATHS.avatar,
    {
      config,
      schema: { tags, summary: 'Supprimer ma photo de profil', security, response: { 200: ZAvatarResponse } },
    },
    async (request) => removeAvatar(ctx, requireCaller(request)),
  );

  app.get(
    SETTINGS_PATHS.preferences,
    {
      config,
      schema: { tags, summary: 'Mes préférences', security, response: { 200: ZPreferencesResponse } },
    },
    async (request) => getPreferences(ctx.db, requireCaller(request)),
  );

  app.put(
    SETTINGS_PATHS.preferences,
    {
      config,
      schema: {
        tags,
        summary: 'Enregistrer mes préférences (langue, notifications, économie de données)',
        security,
        body: ZPreferences,
        response: { 200: ZPreferencesResponse },
      },
    },
    async (request) => updatePreferences(ctx.db, requireCaller(request), request.body),
  );

  app.put(
    SETTINGS_PATHS.password,
    {
      config,
      schema: {
        tags,
        summary: 'Changer mon mot de passe (mes autres sessions sont déconnectées)',
        security,
        body: ZPasswordChange,
        response: { 200: ZSuccessMessage },
      },
    },
    async (request) => changePassword(ctx, requireCaller(request), request.body, request.ip),
  );

  app.get(
    SETTINGS_PATHS.loginHistory,
    {
      config,
      schema: {
        tags,
        summary: 'Mes sessions ouvertes : appareil, adresse IP, dates',
        security,
        response: { 200: ZLoginHistoryResponse },
      },
    },
    async (request) => getLoginHistory(ctx.db, requireCaller(request)),
  );

  app.post(
    SETTINGS_PATHS.logoutSession,
    {
      config,
      schema: {
        tags,
        summary: 'Déconnecter une de mes sessions',
        security,
        body: ZLogoutSessionRequest,
        response: { 200: ZLogoutSessionResponse },
      },
    },
    async (request) => endOwnSession(ctx.db, requireCaller(request), request.body.sessionId),
  );
}
