import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '#web/lib/download-file.ts';

/** GET /api/learning/exercises/{lessonId}/submission/file: the file I attached, under its own name. */
export function useDownloadMySubmissionFile(lessonId: string, fileName: string) {
  return useMutation({
    mutationFn: () =>
      downloadFile(`/api/learning/exercises/${encodeURIComponent(lessonId)}/submission/file`, fileName),
  });
}
