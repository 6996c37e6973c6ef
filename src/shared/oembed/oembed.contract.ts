import { z } from 'zod';
import { t } from '../messages/fr.ts';
import { parseVideoSource } from './video-url.ts';

// GET /api/oembed (spec/authoring-and-shell.md §5, §7; decision 175): a lesson video's title and
// duration, asked by the server to the provider's oEmbed endpoint. Query only, never cached.

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** The longest address looked up (a watch URL with its playlist and time is far shorter). */
export const VIDEO_URL_MAX = 2000;

export const ZOembedQuery = z.object({
  url: z
    .string({ error: t('oembed.urlRequired') })
    .trim()
    .min(1, { error: t('oembed.urlRequired') })
    .max(VIDEO_URL_MAX, { error: t('oembed.urlNotRecognised') })
    .refine((value) => parseVideoSource(value).kind !== 'unsupported', {
      error: t('oembed.urlNotRecognised'),
    }),
});
export type TOembedQuery = z.infer<typeof ZOembedQuery>;

export const ZOembedAnswer = z.object({
  /** The provider's title, or null when it gave none. */
  title: z.string().nullable(),
  /** Whole seconds: Vimeo gives it, YouTube's oEmbed does not (null). */
  durationSeconds: z.number().int().nullable(),
  provider: z.enum(VIDEO_PROVIDERS),
});
export type TOembedAnswer = z.infer<typeof ZOembedAnswer>;
