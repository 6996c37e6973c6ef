import { z } from 'zod';

// What a finished upload answers (the last PATCH's body, and GET /api/uploads/:uploadId/result).
// The media duration is not in it: the browser reads it from the audio element (decision 150).

export const uploadResultSchema = z.object({
  id: z.string(),
  /** The storage key, to keep in the lesson or course. */
  key: z.string(),
  /** Where a browser downloads it (GET /files/public/…). */
  url: z.string(),
  kind: z.enum(['document', 'audio', 'image']),
  mimeType: z.string(),
  extension: z.string(),
  /** The stored name: slugified, then a timestamp and the extension (spec §5). */
  fileName: z.string(),
  /** The name the file had on the instructor's computer. */
  originalName: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  /** PDF only, when the page objects can be counted without decompressing; null otherwise. */
  pageCount: z.number().int().positive().nullable(),
});

export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadIdParamsSchema = z.object({ uploadId: z.string() });
