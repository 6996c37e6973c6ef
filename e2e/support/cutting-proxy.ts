import type { AddressInfo } from 'node:net';
import net from 'node:net';

// A TCP proxy in front of the app for the browser, as a slow 3G link: the bodies of the uploads'
// PATCH requests (tus) go through at `bytesPerSecond`, and when armed, the connection carrying one
// is cut after `cutAfter` body bytes, once the test has taken the browser offline (onCut). It counts
// the body bytes it forwarded and where each PATCH started (Upload-Offset): a resumed upload starts
// past 0 and the bytes sent in all stay about the file's size, a restarted one would send it twice.

export type CuttingProxy = {
  url: string;
  /** Body bytes of upload PATCHes forwarded to the app; each PATCH's Upload-Offset and body bytes forwarded. */
  stats: () => { forwarded: number; patches: Array<{ offset: number; bytes: number }> };
  reset: () => void;
  /** The next upload PATCH is cut after this many body bytes; onCut runs first (take the browser offline). */
  armCut: (cutAfter: number, onCut: () => Promise<void>) => void;
  close: () => Promise<void>;
};

const PATCH_LINE = /^PATCH \/api\/uploads\/[^ ]+ HTTP/;

export async function startCuttingProxy(appUrl: string, bytesPerSecond: number): Promise<CuttingProxy> {
  const appPort = Number(new URL(appUrl).port);
  let forwarded = 0;
  let patches: Array<{ offset: number; bytes: number }> = [];
  let cut: { after: number; onCut: () => Promise<void> } | null = null;

  const server = net.createServer((client) => {
    const upstream = net.connect(appPort, '127.0.0.1');
    /** Body bytes still to come of the PATCH this connection is sending (0: between requests). */
    let bodyLeft = 0;
    /** Body bytes of this PATCH already forwarded, and its cut when it is the armed one. */
    let bodySent = 0;
    let cutHere: { after: number; onCut: () => Promise<void> } | null = null;
    let patch = { offset: 0, bytes: 0 };

    function forwardBody(chunk: Buffer) {
      if (cutHere && bodySent + chunk.length >= cutHere.after) {
        const part = chunk.subarray(0, Math.max(0, cutHere.after - bodySent));
        upstream.write(part);
        forwarded += part.length;
        patch.bytes += part.length;
        client.pause();
        const { onCut } = cutHere;
        cutHere = null;
        // Offline first (the browser sees its network go), then the link itself drops.
        void onCut().finally(() => {
          setTimeout(() => {
            upstream.destroy();
            client.destroy();
          }, 50);
        });
        return;
      }
      upstream.write(chunk);
      bodySent += chunk.length;
      bodyLeft -= chunk.length;
      forwarded += chunk.length;
      patch.bytes += chunk.length;
      client.pause();
      setTimeout(() => client.resume(), (chunk.length / bytesPerSecond) * 1000);
    }

    client.on('data', (chunk: Buffer) => {
      if (bodyLeft > 0) return forwardBody(chunk);
      const head = chunk.toString('latin1');
      const headEnd = head.indexOf('\r\n\r\n');
      if (!PATCH_LINE.test(head) || headEnd < 0) {
        upstream.write(chunk);
        return;
      }
      const header = (name: string) => Number(new RegExp(`\\r\\n${name}: *(\\d+)`, 'i').exec(head)?.[1] ?? 0);
      patch = { offset: header('upload-offset'), bytes: 0 };
      patches.push(patch);
      bodyLeft = header('content-length');
      bodySent = 0;
      cutHere = cut;
      cut = null;
      upstream.write(chunk.subarray(0, headEnd + 4));
      const body = chunk.subarray(headEnd + 4);
      if (body.length > 0) forwardBody(body);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ forwarded, patches: patches.map((item) => ({ ...item })) }),
    reset: () => {
      forwarded = 0;
      patches = [];
    },
    armCut: (after, onCut) => {
      cut = { after, onCut };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
