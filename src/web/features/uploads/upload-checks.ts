import { t } from '#shared/messages/fr-uploads.ts';
import { formatSize, MAX_UPLOAD_BYTES, type UploadKind } from '#shared/uploads/upload-types.ts';

// What the browser checks before sending a byte (spec/authoring-and-shell.md §5, §9): at most 10 MB,
// and a name or declared type of the kind asked for. The server judges again from the bytes
// (decision 150); this only spares a 10 MB upload on 3G that would be refused at the end.

const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv'],
  audio: ['mp3', 'mpeg', 'wav', 'ogg', 'oga', 'opus', 'aac'],
  image: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
};

const MIME_TYPES: Record<UploadKind, readonly string[]> = {
  document: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'text/plain',
    'text/csv',
  ],
  audio: ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/ogg', 'audio/aac'],
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
};

/** The `accept` attribute of the file input of a kind. */
export function acceptAttribute(kind: UploadKind): string {
  return [...EXTENSIONS[kind].map((ext) => `.${ext}`), ...MIME_TYPES[kind]].join(',');
}

export type PickedFile = { name: string; size: number; type: string };

export type FileRefusal = { title: string; message: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why the file cannot be sent, in French; null when it may be. */
export function refuseFile(file: PickedFile, kind: UploadKind): FileRefusal | null {
  if (file.size > MAX_UPLOAD_BYTES)
    return {
      title: t('uploadField.tooLargeTitle'),
      message: t('uploadField.tooLarge', {
        name: file.name,
        size: formatSize(file.size),
        limit: formatSize(MAX_UPLOAD_BYTES),
      }),
    };
  const type = file.type.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const isKnownName = EXTENSIONS[kind].includes(extensionOf(file.name));
  const isKnownType = MIME_TYPES[kind].includes(type);
  // Browsers often leave `type` empty (csv on Windows, ogg…): the name is enough then.
  if (!isKnownName && !(isKnownType && type !== '')) return unsupported(file.name, kind);
  return null;
}

export function unsupported(name: string, kind: UploadKind): FileRefusal {
  return {
    title: t('uploadField.unsupportedTitle'),
    message: t('uploadField.unsupported', { name, accepted: t(`uploadField.accepted.${kind}`) }),
  };
}
