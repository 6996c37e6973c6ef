import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '#web/lib/download-file.ts';

/** GET /api/instructor/exercises/submissions/{id}/file, saved under the learner's file name. */
export function useDownloadSubmissionFile(submissionId: string, fileName: string) {
  return useMutation({
    mutationFn: () =>
      downloadFile(
        `/api/instructor/exercises/submissions/${encodeURIComponent(submissionId)}/file`,
        fileName,
      ),
  });
}
