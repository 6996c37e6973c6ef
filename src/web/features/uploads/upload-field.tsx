import { FileCheck2, RotateCcw, Trash2, Upload, WifiOff } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { t } from '#shared/messages/fr-uploads.ts';
import { formatSize } from '#shared/uploads/upload-types.ts';
import { cn } from '#web/lib/cn.ts';
import type { UploadFieldProps } from '#web/lib/upload-field-slot.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { acceptAttribute } from './upload-checks.ts';
import { reportedState, uploadPercent } from './upload-state.ts';
import { useUpload } from './use-upload.ts';

// A file of the course editor (document, audio, picture): checked in the browser, sent over tus with
// a progress bar, paused while offline and resumed where it stopped (decision 150).

export function UploadField({
  kind,
  label,
  value,
  onUploaded,
  onCleared,
  onStateChange,
  disabled = false,
}: UploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, pick, retry, clear, canRetry } = useUpload(kind, onUploaded);
  const reported = reportedState(state.phase);
  const stateChanged = useRef(onStateChange);
  stateChanged.current = onStateChange;
  useEffect(() => stateChanged.current?.(reported), [reported]);

  const isBusy = state.phase === 'uploading' || state.phase === 'offline';
  const name = state.fileName ?? '';
  const percent = uploadPercent(state);

  function onPicked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) pick(file);
  }

  function remove() {
    clear();
    onCleared();
  }

  return (
    <div className="space-y-2" data-upload-field={kind}>
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
      </p>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('uploadField.hint', { accepted: t(`uploadField.accepted.${kind}`) })}
      </p>
      {value && !isBusy ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2 rounded-md border border-border bg-muted/50 px-3 py-2 text-sm">
          <FileCheck2 aria-hidden="true" className="size-4 shrink-0 text-success" />
          <a
            href={value.url}
            className="min-w-0 flex-1 truncate text-primary underline"
            target="_blank"
            rel="noreferrer"
          >
            {t('uploadField.current', { name: value.fileName })}
          </a>
          <Button variant="ghost-destructive" size="sm" onClick={remove} disabled={disabled}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('uploadField.remove')}
          </Button>
        </div>
      ) : null}
      {/* The browser's own file button speaks its own language: ours, in French, is the input's label. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptAttribute(kind)}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-describedby={`${id}-hint`}
        disabled={disabled || isBusy}
        onChange={onPicked}
        className="peer sr-only"
      />
      <label
        id={`${id}-button`}
        htmlFor={id}
        className={cn(
          buttonClasses('outline', 'sm'),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          (disabled || isBusy) && 'pointer-events-none opacity-60',
        )}
      >
        <Upload aria-hidden="true" className="size-4" />
        {value ? t('uploadField.replace') : t('uploadField.choose')}
      </label>
      {isBusy || state.phase === 'done' ? (
        <div className="space-y-1">
          <ProgressBar value={percent} label={t('uploadField.progressLabel', { name })} />
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
            <span className="min-w-0 truncate">
              {state.phase === 'done' ? t('uploadField.done') : t('uploadField.progress', { name, percent })}
            </span>
            <span>
              {t('uploadField.sent', {
                sent: formatSize(state.bytesSent),
                total: formatSize(state.bytesTotal),
              })}
            </span>
          </p>
        </div>
      ) : null}
      {state.phase === 'offline' ? (
        <Alert variant="warning">
          <p className="flex items-start gap-2">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{t('uploadField.offline')}</span>
          </p>
          <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('uploadField.retry')}
          </Button>
        </Alert>
      ) : null}
      {state.phase === 'failed' && state.failure ? (
        <Alert variant="destructive">
          <AlertTitle>{state.failure.title}</AlertTitle>
          {state.failure.message ? <AlertDescription>{state.failure.message}</AlertDescription> : null}
          {canRetry ? (
            <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('uploadField.retry')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {isBusy ? (
        <Button variant="ghost" size="sm" onClick={clear}>
          {t('uploadField.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
