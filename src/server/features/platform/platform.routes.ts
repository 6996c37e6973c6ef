import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data } from '#shared/http.contract.ts';
import {
  ZCreateOrganization,
  ZOrganizationIdParams,
  ZOrganizationSummary,
  ZRenameOrganization,
  ZSuspendOrganization,
} from '#shared/platform/platform.contract.ts';
import { PUBLIC_PLATFORM_SETTINGS_PATH } from '#shared/platform/platform-paths.ts';
import {
  SETTINGS_CONTRACTS,
  SETTINGS_KINDS,
  type SettingsKind,
  ZAllSettings,
  ZPublicPlatformSettings,
} from '#shared/platform/platform-settings.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/record-audit.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { listOrganizations } from './list-organizations.ts';
import {
  createOrganization,
  reactivateOrganization,
  renameOrganization,
  suspendOrganization,
} from './manage-organizations.ts';
import { readSettings } from './platform-settings.repo.ts';
import { getAllSettings, saveSettings } from './platform-settings.ts';

const tags = ['platform'];
const security = [{ bearerAuth: [] }];
const ORG = '/api/superadmin/organizations/:organizationId';

// /api/superadmin/* is reserved to superadmins by the auth plugin: the one place that sees every
// organisation, and the platform's settings (issue 18, decisions 285, 286).
export async function platformRoutes(
  root: FastifyInstance,
  options: { auth: AuthContext; onListingChange: () => void },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { auth, onListingChange } = options;
  const { db } = auth;

  app.get(
    '/api/superadmin/organizations',
    {
      schema: {
        tags,
        summary: 'Toutes les organisations, avec membres, apprenants, cours et revenus',
        security,
        response: { 200: data(ZOrganizationSummary.array()) },
      },
    },
    async () => ({ data: await listOrganizations(db) }),
  );

  app.post(
    '/api/superadmin/organizations',
    {
      schema: {
        tags,
        summary: 'Créer une organisation et inviter son premier administrateur',
        security,
        body: ZCreateOrganization,
        response: { 201: data(ZOrganizationSummary) },
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request, requireCaller(request));
      return reply.code(201).send({ data: await createOrganization(db, actor, request.body) });
    },
  );

  app.patch(
    ORG,
    {
      schema: {
        tags,
        summary: 'Renommer une organisation',
        security,
        params: ZOrganizationIdParams,
        body: ZRenameOrganization,
        response: { 200: data(ZOrganizationSummary) },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, requireCaller(request));
      return { data: await renameOrganization(db, actor, request.params.organizationId, request.body.name) };
    },
  );

  app.post(
    `${ORG}/suspend`,
    {
      schema: {
        tags,
        summary: 'Suspendre une organisation (connexions refusées, cours retirés du catalogue)',
        security,
        params: ZOrganizationIdParams,
        body: ZSuspendOrganization,
        response: { 200: data(ZOrganizationSummary) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const summary = await suspendOrganization(
        db,
        caller,
        auditActorOf(request, caller),
        request.params.organizationId,
        request.body.reason,
        onListingChange,
      );
      return { data: summary };
    },
  );

  app.post(
    `${ORG}/reactivate`,
    {
      schema: {
        tags,
        summary: 'Réactiver une organisation suspendue',
        security,
        params: ZOrganizationIdParams,
        response: { 200: data(ZOrganizationSummary) },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, requireCaller(request));
      return {
        data: await reactivateOrganization(db, actor, request.params.organizationId, onListingChange),
      };
    },
  );

  app.get(
    '/api/superadmin/settings',
    {
      schema: {
        tags,
        summary: 'Paramètres de la plateforme, de facturation, de sécurité et des emails',
        security,
        response: { 200: data(ZAllSettings) },
      },
    },
    async () => ({ data: await getAllSettings(db) }),
  );

  for (const kind of SETTINGS_KINDS) registerSave(kind);

  function registerSave<K extends SettingsKind>(kind: K) {
    app.put(
      `/api/superadmin/settings/${kind}`,
      {
        schema: {
          tags,
          summary: `Enregistrer les paramètres « ${kind} » (mise à jour, ou création s'il n'y en a pas)`,
          security,
          body: SETTINGS_CONTRACTS[kind],
          response: { 200: data(ZAllSettings.shape[kind]) },
        },
      },
      async (request) => {
        const actor = auditActorOf(request, requireCaller(request));
        return { data: await saveSettings(db, actor, kind, request.body as never) };
      },
    );
  }

  app.get(
    PUBLIC_PLATFORM_SETTINGS_PATH,
    {
      schema: {
        tags,
        summary: 'Le nom de la plateforme et son message de maintenance (public)',
        response: { 200: data(ZPublicPlatformSettings) },
      },
    },
    async () => {
      const { values } = await readSettings(db, 'platform');
      return { data: { platformName: values.platformName, maintenanceMessage: values.maintenanceMessage } };
    },
  );
}
