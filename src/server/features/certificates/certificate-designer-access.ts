import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Caller } from '../auth/caller.ts';

// Who uses the certificate designer (issue 16 "Designer", decision 224): the organisation's admins
// (and superadmins) write templates and directors; its instructors read the templates, since the
// course editor lists them. Everything is scoped to the caller's organisation: another
// organisation's template or director is not found (404).

const isAdmin = (caller: Caller) => caller.roles.includes('admin') || caller.roles.includes('superadmin');

/** Admins and superadmins; anyone else 403. */
export function requireDesigner(caller: Caller): void {
  if (!isAdmin(caller)) throw new AppError('FORBIDDEN', t('certificates.designer.adminOnly'));
}

/** Admins, superadmins and instructors (read only); anyone else 403. */
export function requireTemplateReader(caller: Caller): void {
  if (!isAdmin(caller) && !caller.roles.includes('instructor')) throw new AppError('FORBIDDEN');
}

export const templateNotFound = () => new AppError('NOT_FOUND', t('certificates.designer.templateNotFound'));
export const directorNotFound = () => new AppError('NOT_FOUND', t('certificates.designer.directorNotFound'));

/** A 400 under one field of the form. */
export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION', message, { fields: { [field]: message } });
