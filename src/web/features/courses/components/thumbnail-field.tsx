import { type ChangeEvent, useContext, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { t } from '#shared/messages/fr-courses-editor.ts';
import type { UploadResult } from '#shared/uploads/uploads.contract.ts';
import { UploadFieldSlot } from '#web/lib/upload-field-slot.ts';
import { Alert } from '#web/ui/alert.tsx';
import { CourseCover } from '#web/ui/course-cover.tsx';
import { thumbnailProblem } from '../editor-view.ts';

/** The file name shown for a stored picture: the last segment of its address. */
const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/**
 * The course picture (spec §5): a picked file meets the four alerts before the upload field sees it
 * (checked while the change event is captured, so a refused file is never sent); the server checks
 * its bytes again.
 */
export function ThumbnailField({
  onUploadStateChange,
}: {
  onUploadStateChange: (state: 'idle' | 'uploading' | 'failed' | 'done') => void;
}) {
  const UploadField = useContext(UploadFieldSlot);
  const { control } = useFormContext();
  const { field } = useController({ control, name: 'thumbnailUrl' });
  const [problem, setProblem] = useState<string | null>(null);
  const url: string | null = field.value || null;

  const checkPickedFile = (event: ChangeEvent<HTMLDivElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    if (input.type !== 'file') return;
    const file = input.files?.[0];
    if (!file) return;
    const found = thumbnailProblem(file);
    setProblem(found);
    if (found) {
      event.stopPropagation();
      input.value = '';
    }
  };

  return (
    <div className="space-y-3">
      {url ? (
        <div className="w-full max-w-xs overflow-hidden rounded-md border border-border">
          <CourseCover src={url} sizes="20rem" load="lazy" />
        </div>
      ) : null}
      {/* The capture only checks the file the inner input picked. */}
      <div onChangeCapture={checkPickedFile}>
        {UploadField ? (
          <UploadField
            kind="image"
            label={t('courses.field.thumbnail')}
            value={url ? { url, fileName: fileNameOf(url) } : null}
            onUploaded={(result: UploadResult) => {
              setProblem(null);
              field.onChange(result.url);
            }}
            onCleared={() => field.onChange(null)}
            onStateChange={onUploadStateChange}
          />
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t('courses.field.thumbnailHint')}</p>
      {problem ? <Alert variant="destructive">{problem}</Alert> : null}
    </div>
  );
}
