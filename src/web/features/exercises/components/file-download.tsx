import { Paperclip } from 'lucide-react';
import type { TSubmissionToGrade } from '#shared/exercises/exercise.contract.ts';
import { t } from '#shared/messages/fr-exercises.ts';
import { useDownloadSubmissionFile } from '../api/download-submission-file.ts';
import { formatFileSize } from '../grading-format.ts';
import { DownloadButton, DownloadError } from './download-button.tsx';

type SubmissionFile = NonNullable<TSubmissionToGrade['file']>;

/** The attached file's name and size, and 'Télécharger' (a failure says why, in French). */
export function FileDownload({ submissionId, file }: { submissionId: string; file: SubmissionFile }) {
  const download = useDownloadSubmissionFile(submissionId, file.name);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 break-all">{file.name}</span>
          <span className="shrink-0 text-muted-foreground tabular-nums">({formatFileSize(file.size)})</span>
        </p>
        <DownloadButton
          download={download}
          label={t('exercises.grading.download')}
          ariaLabel={t('exercises.grading.downloadLabel', { name: file.name })}
        />
      </div>
      <DownloadError download={download} />
    </div>
  );
}
