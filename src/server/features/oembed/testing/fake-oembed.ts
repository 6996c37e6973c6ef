import {
  type FakeHttpServer,
  type RecordedRequest,
  startFakeHttpServer,
} from '../../payments/gateways/testing/fake-http-server.ts';

// Local stand-ins of YouTube's and Vimeo's oEmbed endpoints (there is no network here): the app is
// pointed at them with OEMBED_YOUTUBE_URL / OEMBED_VIMEO_URL. They answer as the real ones do for a
// public video (Vimeo with its duration, YouTube without), and fail on demand (failNext).

/** The duration the fake Vimeo gives every video, in seconds (as Vimeo: a whole number). */
export const FAKE_VIMEO_DURATION = 754;

const videoUrlOf = (request: RecordedRequest) =>
  new URL(request.path, 'http://fake').searchParams.get('url') ?? '';

export type FakeOembed = {
  youtube: FakeHttpServer;
  vimeo: FakeHttpServer;
  /** The environment that points the app at these fakes. */
  env: { OEMBED_YOUTUBE_URL: string; OEMBED_VIMEO_URL: string };
  close(): Promise<void>;
};

export async function startFakeOembed(): Promise<FakeOembed> {
  const youtube = await startFakeHttpServer('/oembed', (request) => {
    const id = new URL(videoUrlOf(request)).searchParams.get('v');
    return {
      status: 200,
      body: {
        type: 'video',
        version: '1.0',
        provider_name: 'YouTube',
        title: `Vidéo YouTube ${id}`,
        author_name: 'Jàng',
        html: '<iframe></iframe>',
      },
    };
  });
  const vimeo = await startFakeHttpServer('/api/oembed.json', (request) => {
    const id = new URL(videoUrlOf(request)).pathname.slice(1);
    return {
      status: 200,
      body: {
        type: 'video',
        version: '1.0',
        provider_name: 'Vimeo',
        title: `Vidéo Vimeo ${id}`,
        duration: FAKE_VIMEO_DURATION,
        video_id: Number(id),
      },
    };
  });
  return {
    youtube,
    vimeo,
    env: { OEMBED_YOUTUBE_URL: youtube.baseUrl, OEMBED_VIMEO_URL: vimeo.baseUrl },
    close: async () => {
      await youtube.close();
      await vimeo.close();
    },
  };
}
