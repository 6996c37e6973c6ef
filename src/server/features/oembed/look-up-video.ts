import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { TOembedAnswer, VideoProvider } from '#shared/oembed/oembed.contract.ts';
import { parseVideoSource } from '#shared/oembed/video-url.ts';
import type { OembedConfig } from '../../config.ts';

// A lesson video's title and duration from its provider's oEmbed endpoint (spec §5; decision 175).
// The provider is asked about the canonical address of the video id we recognised, never about the
// address as typed: only YouTube's and Vimeo's endpoints (or their configured stand-ins) are called.

/** An answer larger than this is not an oEmbed document. */
const MAX_BODY_BYTES = 256 * 1024;
/** Titles are cut here: a lesson title holds at most 200 characters anyway. */
const TITLE_MAX = 500;

const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** What we read of an oEmbed document: both fields optional, anything else ignored. */
const ZProviderAnswer = z.object({
  title: z.string().optional().catch(undefined),
  duration: z.number().finite().min(0).optional().catch(undefined),
});

type Failure = { reason: 'timeout' | 'network' | 'status' | 'body'; status?: number };

class ProviderFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason);
  }
}

export function createVideoLookUp(config: OembedConfig, log: FastifyBaseLogger) {
  const endpointOf = (provider: VideoProvider, id: string) => {
    const [base, canonical] =
      provider === 'youtube'
        ? [config.youtubeUrl, `https://www.youtube.com/watch?v=${id}`]
        : [config.vimeoUrl, `https://vimeo.com/${id}`];
    const endpoint = new URL(base);
    endpoint.searchParams.set('url', canonical);
    endpoint.searchParams.set('format', 'json');
    return endpoint;
  };

  async function ask(endpoint: URL): Promise<z.infer<typeof ZProviderAnswer>> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        headers: { accept: 'application/json' },
        redirect: 'follow',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new ProviderFailure({
        reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
      });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ProviderFailure({ reason: 'status', status: response.status });
    }
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_BODY_BYTES) {
      await response.body?.cancel().catch(() => {});
      throw new ProviderFailure({ reason: 'body' });
    }
    try {
      const text = await response.text();
      if (text.length > MAX_BODY_BYTES) throw new Error('too large');
      const parsed = ZProviderAnswer.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error('not an object');
      return parsed.data;
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new ProviderFailure({ reason: 'timeout' });
      throw new ProviderFailure({ reason: 'body' });
    }
  }

  /** The video's title and duration; a provider that fails is logged and answered with a 502. */
  return async function lookUpVideo(url: string): Promise<TOembedAnswer> {
    const source = parseVideoSource(url);
    if (source.kind === 'unsupported') throw new AppError('VALIDATION', t('oembed.urlNotRecognised'));
    const provider = source.kind;
    try {
      const answer = await ask(endpointOf(provider, source.id));
      const title = answer.title?.trim().slice(0, TITLE_MAX) || null;
      const durationSeconds =
        provider === 'vimeo' && answer.duration !== undefined ? Math.round(answer.duration) : null;
      return { title, durationSeconds, provider };
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      const { failure } = error;
      log.warn({ provider, videoId: source.id, ...failure }, 'oEmbed look-up failed');
      const name = PROVIDER_NAMES[provider];
      // 401/403/404: the provider knows no public, embeddable video of that id.
      const isRefused = failure.reason === 'status' && [401, 403, 404].includes(failure.status ?? 0);
      throw new AppError(
        'OEMBED_UNAVAILABLE',
        t(isRefused ? 'oembed.providerRefused' : 'oembed.providerUnavailable', { provider: name }),
        { provider, reason: failure.reason, ...(failure.status ? { providerStatus: failure.status } : {}) },
      );
    }
  };
}

export type VideoLookUp = ReturnType<typeof createVideoLookUp>;
