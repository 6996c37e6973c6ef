import { useQuery } from '@tanstack/react-query';
import type { CertificateSettings } from '#shared/certificates/certificate-settings.ts';
import {
  CERTIFICATE_DESIGNER_PATHS as API,
  type CertificateAssetKind,
  type TDirector,
  type TDirectorInput,
  type TStoredAsset,
  type TTemplateDetail,
  type TTemplateListItem,
} from '#shared/certificates/certificate-templates.contract.ts';
import { getJson, request } from '#web/lib/api.ts';

// The certificate designer's calls (issue 16 "Designer") and their queries.

export const designerQueryRoot = ['certificates', 'designer'] as const;
export const templatesKey = [...designerQueryRoot, 'templates'] as const;
export const templateKey = (id: string) => [...designerQueryRoot, 'template', id] as const;
export const directorsKey = [...designerQueryRoot, 'directors'] as const;

export function useTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => getJson<TTemplateListItem[]>(API.templates, signal),
  });
}

export function useTemplate(templateId: string) {
  return useQuery({
    queryKey: templateKey(templateId),
    queryFn: ({ signal }) => getJson<TTemplateDetail>(API.template(templateId), signal),
  });
}

export function useDirectors() {
  return useQuery({
    queryKey: directorsKey,
    queryFn: ({ signal }) => getJson<TDirector[]>(API.directors, signal),
    staleTime: 60_000,
  });
}

export const createTemplate = (name: string) =>
  request<TTemplateDetail>(API.templates, { method: 'POST', body: { name } });

export const duplicateTemplate = (templateId: string) =>
  request<TTemplateDetail>(API.duplicate(templateId), { method: 'POST', body: {} });

export const renameTemplate = (templateId: string, name: string) =>
  request<TTemplateDetail>(API.template(templateId), { method: 'PATCH', body: { name } });

export const deleteTemplate = (templateId: string) =>
  request<void>(API.template(templateId), { method: 'DELETE' });

export const saveTemplateSettings = (templateId: string, version: number, settings: CertificateSettings) =>
  request<TTemplateDetail>(API.settings(templateId), { method: 'PUT', body: { version, settings } });

const fileForm = (file: Blob, name: string) => {
  const form = new FormData();
  form.append('file', file, name);
  return form;
};

export const uploadTemplateThumbnail = (templateId: string, picture: Blob, name: string) =>
  request<{ thumbnail_url: string }>(API.thumbnail(templateId), {
    method: 'PUT',
    body: fileForm(picture, name),
  });

export const uploadCertificateImage = (kind: CertificateAssetKind, file: File) =>
  request<TStoredAsset>(API.assets(kind), { method: 'POST', body: fileForm(file, file.name) });

export const createDirector = (input: TDirectorInput) =>
  request<TDirector>(API.directors, { method: 'POST', body: input });

export const updateDirector = (directorId: string, input: TDirectorInput) =>
  request<TDirector>(API.director(directorId), { method: 'PUT', body: input });

export const deleteDirector = (directorId: string) =>
  request<void>(API.director(directorId), { method: 'DELETE' });
