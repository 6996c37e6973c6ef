import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../test/test-app.ts';
import { samplePdf } from '../exercises/sample-files.ts';

// The real client the editor uses (tus-js-client) against a listening server, through a proxy
// that cuts the connection in the middle of the first PATCH: the client asks where the server
// stands (HEAD) and sends only the rest, it does not start over (decision 150).

let app: TestApp;
let dataDir: string;
let instructor: SignedIn;
let proxy: net.Server;
let proxyUrl: string;
/** Bytes after which the proxy drops the connection once (0: never). */
let cutAfter = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jang-uploads-resume-'));
  app = await createTestApp({ DATA_DIR: dataDir });
  await createUser(app, { email: 'reprise@exemple.sn', roles: ['instructor'] });
  instructor = await signIn(app, 'reprise@exemple.sn');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as AddressInfo).port;
  proxy = net.createServer((client) => {
    const upstream = net.connect(appPort, '127.0.0.1');
    let forwarded = 0;
    client.on('data', (chunk: Buffer) => {
      forwarded += chunk.length;
      if (cutAfter > 0 && forwarded > cutAfter) {
        upstream.write(chunk.subarray(0, chunk.length - (forwarded - cutAfter)));
        cutAfter = 0;
        // The network drops: both sides see the connection end abruptly.
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  proxy?.close();
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Sent = { method: string; offset: string | undefined };

function send(file: Buffer, sent: Sent[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${proxyUrl}/api/uploads`,
      headers: { authorization: `Bearer ${instructor.accessToken}` },
      metadata: { filename: 'Guide du formateur.pdf' },
      retryDelays: [50, 200, 500],
      onBeforeRequest: (request) => {
        sent.push({ method: request.getMethod(), offset: request.getHeader('Upload-Offset') });
      },
      onSuccess: ({ lastResponse }) =>
        resolve({ status: lastResponse.getStatus(), body: lastResponse.getBody() }),
      onError: reject,
    });
    upload.start();
  });
}

describe('an upload resumes after a dropped connection (tus-js-client)', () => {
  it('sends only the missing bytes after the cut, and the stored file is whole', async () => {
    const file = Buffer.concat([samplePdf(), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    cutAfter = 1024 * 1024;
    const sent: Sent[] = [];
    const { status, body } = await send(file, sent);

    expect(status).toBe(200);
    const result = JSON.parse(body) as { url: string; sizeBytes: number; kind: string };
    expect(result).toMatchObject({ kind: 'document', sizeBytes: file.length });
    expect(sent.map((request) => request.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    const resumedAt = Number(sent[3]!.offset);
    // Resumed where the server stood, not from zero: most of the first megabyte was kept.
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(1024 * 1024);

    const served = await app.inject({ url: new URL(result.url).pathname });
    expect(served.rawPayload.equals(file)).toBe(true);
  });
});
