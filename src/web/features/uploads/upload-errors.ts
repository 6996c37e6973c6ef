import { t } from '#shared/messages/fr-uploads.ts';

// What a failed tus request means for the author (decision 150): the server answers its refusals as
// the API's JSON in French ({ error, code }); 413 is 'Fichier trop volumineux', 415 'Type de fichier
// non supporté'. No answer at all is the network: the upload waits for it and resumes.

export type UploadFailure =
  /** No answer: offline or the connection dropped; resumable from the server's offset. */
  | { kind: 'network' }
  /** The server refused the file or the request: a new pick is needed, or a retry. */
  | { kind: 'refused'; status: number; title: string; message: string };

type ResponseLike = { getStatus(): number; getBody(): string } | null | undefined;

function serverText(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' && parsed.error !== '' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

/** The failure behind a tus error, from the answer it carries (none: the network). */
export function uploadFailure(response: ResponseLike): UploadFailure {
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return { kind: 'network' };
  const text = serverText(response.getBody());
  if (status === 413)
    return { kind: 'refused', status, title: t('uploadField.tooLargeTitle'), message: text ?? '' };
  if (status === 415)
    return { kind: 'refused', status, title: t('uploadField.unsupportedTitle'), message: text ?? '' };
  if (status === 401)
    return {
      kind: 'refused',
      status,
      title: t('uploadField.failed'),
      message: t('uploadField.sessionExpired'),
    };
  return {
    kind: 'refused',
    status,
    title: t('uploadField.failed'),
    message: text && status < 500 ? text : t('uploadField.serverError', { detail: `HTTP ${status}` }),
  };
}
