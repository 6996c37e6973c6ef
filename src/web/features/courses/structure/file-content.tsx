import { useContext, useEffect, useRef } from 'react';
import { t } from '#shared/messages/fr-courses-structure.ts';
import type { UploadResult } from '#shared/uploads/uploads.contract.ts';
import { UploadFieldSlot, type UploadFieldState } from '#web/lib/upload-field-slot.ts';
import { formatDuration } from './lesson-summary.ts';

// A document or audio lesson: its file through the uploads feature's field (a slot, filled by the
// route layer). A document's title defaults to the file name; a sound's duration is read from an
// audio element's metadata once the file is stored (the server does not decode audio, decision 150).

type FileContent = {
  url?: string | undefined;
  file_name?: string | undefined;
  file_type?: string | undefined;
  size?: number | undefined;
  duration?: number | undefined;
  pages?: number | undefined;
};

/**
 * The seconds a sound lasts, from its metadata (null when the browser cannot tell): read from the
 * picked file itself when there is one (nothing downloaded again on 3G), else from its address.
 */
async function audioSecondsOf(source: File | string): Promise<number | null> {
  if (typeof source === 'string') return readAudioSeconds(source);
  const url = URL.createObjectURL(source);
  try {
    return await readAudioSeconds(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

function readAudioSeconds(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = document.createElement('audio');
    audio.preload = 'metadata';
    const done = (seconds: number | null) => {
      audio.removeAttribute('src');
      audio.load();
      resolve(seconds);
    };
    audio.addEventListener('loadedmetadata', () =>
      done(Number.isFinite(audio.duration) && audio.duration > 0 ? Math.round(audio.duration) : null),
    );
    audio.addEventListener('error', () => done(null));
    audio.src = url;
  });
}

export function fileContentFrom(kind: 'document' | 'audio', result: UploadResult): FileContent {
  return {
    url: result.url,
    file_name: result.originalName,
    size: result.sizeBytes,
    ...(kind === 'document'
      ? { file_type: result.mimeType, ...(result.pageCount ? { pages: result.pageCount } : {}) }
      : {}),
  };
}

export function FileContentEditor({
  kind,
  content,
  disabled,
  onUploaded,
  onCleared,
  onAudioSeconds,
  onStateChange,
}: {
  kind: 'document' | 'audio';
  content: FileContent;
  disabled: boolean;
  onUploaded: (result: UploadResult) => void;
  onCleared: () => void;
  onAudioSeconds: (seconds: number) => void;
  onStateChange: (state: UploadFieldState) => void;
}) {
  const UploadField = useContext(UploadFieldSlot);
  const reportState = useRef(onStateChange);
  reportState.current = onStateChange;
  // Gone (type changed, lesson moved or deleted): its upload no longer counts as pending.
  useEffect(() => () => reportState.current('idle'), []);
  if (!UploadField)
    return <p className="text-sm text-muted-foreground">{t('structureBuilder.uploadsUnavailable')}</p>;
  const value = content.url ? { url: content.url, fileName: content.file_name ?? content.url } : null;
  return (
    <div className="space-y-2">
      <UploadField
        kind={kind}
        label={kind === 'document' ? t('structureBuilder.documentFile') : t('structureBuilder.audioFile')}
        value={value}
        disabled={disabled}
        onStateChange={onStateChange}
        onCleared={onCleared}
        onUploaded={(result, file) => {
          onUploaded(result);
          if (kind === 'audio')
            void audioSecondsOf(file ?? result.url).then((seconds) => {
              if (seconds !== null) onAudioSeconds(seconds);
            });
        }}
      />
      {kind === 'audio' && content.duration ? (
        <p className="text-sm text-muted-foreground">
          {t('structureBuilder.audioSeconds', { duration: formatDuration(content.duration) })}
        </p>
      ) : null}
    </div>
  );
}
