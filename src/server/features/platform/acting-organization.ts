import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { ACTING_ORGANIZATION_HEADER } from '#shared/platform/acting-organization.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findOrganizationId } from '../organizations/organizations.repo.ts';

// Platform console (issue 18, decision 284): a superadmin enters another organisation's admin console.
// The web client sends that organisation's id in X-Acting-Organization; here, on every request, the
// header is checked and the caller answered for that organisation: every existing /api/admin/* route
// (and any other reading caller.organizationId) then acts on it without knowing. Only a superadmin
// may send it; anyone else sending it is refused (403), so a stale header never goes unnoticed.

const uuid = z.uuid();

/** The caller, acting in the organisation the header names when it is a superadmin's. */
export async function resolveActingOrganization(db: Db, request: FastifyRequest): Promise<Caller | null> {
  const caller = request.caller;
  const header = request.headers[ACTING_ORGANIZATION_HEADER];
  if (!caller || header === undefined) return caller;
  if (!caller.roles.includes('superadmin')) throw new AppError('FORBIDDEN', t('platform.actingNotAllowed'));
  const value = Array.isArray(header) ? null : header.trim();
  if (!value || !uuid.safeParse(value).success)
    throw new AppError('VALIDATION', t('platform.actingHeaderInvalid'));
  if (value === caller.organizationId) return caller;
  const organizationId = await findOrganizationId(db, { id: value });
  if (!organizationId) throw new AppError('NOT_FOUND', t('platform.organization.notFound'));
  return { ...caller, organizationId, homeOrganizationId: caller.organizationId };
}
