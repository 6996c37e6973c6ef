import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../src/server/features/exercises/sample-files.ts';
import type { UploadResult } from '../src/shared/uploads/uploads.contract.ts';
import {
  type RunningUpload,
  startUpload,
  type UploadDeps,
} from '../src/web/features/uploads/upload-client.ts';
import { api, newStaff } from './support/accounts.ts';
import { baseUrl } from './support/browser.ts';

// The editor's own upload client (src/web/features/uploads/upload-client.ts, tus-js-client) against
// the running app, through a proxy that drops the connection in the middle of the upload, as 3G does.
// The client notices, waits for the network (`online`) and resumes from the server's offset: the
// proxy forwards about the file's size in all, not the file and a half a restart would cost.

const FILE = Buffer.concat([samplePdf(), Buffer.alloc(1024 * 1024 - 600, 0x20)]);

let proxy: net.Server;
let proxyUrl: string;
let token: string;
/** Client → server bytes the proxy forwarded, and the request lines it saw. */
let forwarded = 0;
let requestLines: string[] = [];
/** The Upload-Offset of each PATCH: where the client (re)started sending. */
let patchOffsets: number[] = [];
/** After this many forwarded bytes the connection drops once (0: never). */
let cutAfter = 0;
/** What the client believes of the network (navigator.onLine), and who waits for it. */
let isOnline = true;
let onlineListeners: Array<() => void> = [];

function goOnline() {
  isOnline = true;
  const listeners = onlineListeners;
  onlineListeners = [];
  for (const listener of listeners) listener();
}

/** The tus address book of one browser (localStorage there): what a reload would find again. */
function memoryUrlStorage(): UrlStorage {
  const entries = new Map<string, { fingerprint: string; upload: PreviousUpload }>();
  let next = 0;
  return {
    findAllUploads: async () => [...entries.values()].map((entry) => entry.upload),
    findUploadsByFingerprint: async (fingerprint) =>
      [...entries.values()].filter((entry) => entry.fingerprint === fingerprint).map((entry) => entry.upload),
    removeUpload: async (key) => {
      entries.delete(key);
    },
    addUpload: async (fingerprint, upload) => {
      const key = `tus::${fingerprint}::${++next}`;
      entries.set(key, { fingerprint, upload: { ...upload, urlStorageKey: key } });
      return key;
    },
  };
}

function deps(urlStorage: UrlStorage): UploadDeps {
  return {
    endpoint: `${proxyUrl}/api/uploads`,
    getToken: () => token,
    refreshToken: async () => undefined,
    fetchResult: async (id) => {
      const response = await fetch(`${baseUrl()}/api/uploads/${id}/result`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()) as UploadResult;
    },
    isOnline: () => isOnline,
    onOnline(listener) {
      onlineListeners.push(listener);
      return () => {
        onlineListeners = onlineListeners.filter((item) => item !== listener);
      };
    },
    tusOptions: {
      urlStorage,
      fingerprint: async () => 'guide-du-formateur.pdf-1048576',
      retryDelays: [0, 200, 500],
    },
  };
}

type Outcome = { upload: RunningUpload; offline: Promise<void>; done: Promise<UploadResult> };

function send(urlStorage: UrlStorage): Outcome {
  let wentOffline: () => void = () => undefined;
  const offline = new Promise<void>((resolve) => {
    wentOffline = resolve;
  });
  let upload!: RunningUpload;
  const done = new Promise<UploadResult>((resolve, reject) => {
    upload = startUpload(
      FILE,
      'Guide du formateur.pdf',
      {
        onProgress: () => undefined,
        onOffline: () => wentOffline(),
        onResuming: () => undefined,
        onSuccess: resolve,
        onFailure: (failure) => reject(new Error(`${failure.status} ${failure.message}`)),
      },
      deps(urlStorage),
    );
  });
  return { upload, offline, done };
}

beforeAll(async () => {
  const instructor = await newStaff('instructor');
  token = (await api<{ accessToken: string }>('POST', '/api/auth/sign-in', { body: instructor })).accessToken;
  const appPort = Number(new URL(baseUrl()).port);
  proxy = net.createServer((client) => {
    const upstream = net.connect(appPort, '127.0.0.1');
    client.on('data', (chunk: Buffer) => {
      const line = chunk.subarray(0, 80).toString('latin1').split('\r\n', 1)[0] ?? '';
      if (/^(POST|PATCH|HEAD|GET|DELETE) /.test(line)) requestLines.push(line.split(' ', 1)[0]!);
      const offset = /^PATCH [\s\S]*?\r\nupload-offset: *(\d+)/i.exec(
        chunk.subarray(0, 2000).toString('latin1'),
      );
      if (offset) patchOffsets.push(Number(offset[1]));
      if (cutAfter > 0 && forwarded + chunk.length > cutAfter) {
        upstream.write(chunk.subarray(0, cutAfter - forwarded));
        forwarded = cutAfter;
        cutAfter = 0;
        // The network drops: the browser says so, both sides see the connection end abruptly.
        isOnline = false;
        client.destroy();
        upstream.end();
        return;
      }
      forwarded += chunk.length;
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 120_000);

afterAll(() => {
  proxy?.close();
});

async function expectStored(result: UploadResult) {
  expect(result).toMatchObject({
    kind: 'document',
    sizeBytes: FILE.length,
    originalName: 'Guide du formateur.pdf',
  });
  const served = Buffer.from(await (await fetch(new URL(result.url, baseUrl()))).arrayBuffer());
  expect(served.equals(FILE)).toBe(true);
}

describe('the editor’s upload client after a dropped connection', () => {
  it('waits offline, then resumes from the server’s offset when the network is back', async () => {
    forwarded = 0;
    requestLines = [];
    patchOffsets = [];
    cutAfter = Math.round(FILE.length * 0.5);
    const { offline, done } = send(memoryUrlStorage());
    await offline;
    expect(isOnline).toBe(false);
    const beforeResume = forwarded;
    goOnline();
    const result = await done;

    await expectStored(result);
    expect(requestLines).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    // Resumed where the server stood (most of the half that went through), not from zero.
    expect(patchOffsets[0]).toBe(0);
    expect(patchOffsets[1]).toBeGreaterThan(FILE.length * 0.3);
    // Only what was missing went through again: about the file once, not 1.5 times.
    expect(forwarded).toBeGreaterThanOrEqual(FILE.length);
    expect(forwarded).toBeLessThan(FILE.length * 1.25);
    // After the resume: the missing bytes and two requests' headers, nothing more.
    const missing = FILE.length - patchOffsets[1]!;
    expect(forwarded - beforeResume).toBeGreaterThanOrEqual(missing);
    expect(forwarded - beforeResume).toBeLessThan(missing + 4096);
  });

  it('resumes from the address stored under the file’s fingerprint, as after a reload', async () => {
    forwarded = 0;
    requestLines = [];
    patchOffsets = [];
    cutAfter = Math.round(FILE.length * 0.6);
    const storage = memoryUrlStorage();
    const first = send(storage);
    await first.offline;
    first.upload.abort();
    isOnline = true;
    onlineListeners = [];

    // A new page: the same file picked again finds its upload and sends only the rest.
    const second = send(storage);
    const result = await second.done;
    await expectStored(result);
    expect(requestLines).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    expect(patchOffsets[1]).toBeGreaterThan(FILE.length * 0.3);
    // A restart would have sent 1.6 times the file.
    expect(forwarded).toBeLessThan(FILE.length * 1.25);
  });
});
