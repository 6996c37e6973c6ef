import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The plumbing shared by the fake gateways: a node:http server on 127.0.0.1 (a free port), every
// request recorded, and one-shot faults so a test can make the next answer fail the ways a real
// gateway does (HTTP 500, a body that is not JSON, an answer that never comes).

export type RecordedRequest = {
  method: string;
  /** Path and query, without the base path. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
};

export type Fault =
  | { kind: 'http500' }
  | { kind: 'invalidJson' }
  /** Keeps the request open until the server closes: the client's deadline must end it. */
  | { kind: 'hang' }
  /** Any JSON answer, e.g. a refusal in the gateway's own words. */
  | { kind: 'answer'; status?: number; body: unknown };

export type Reply = { status: number; body: unknown };
export type Route = (request: RecordedRequest) => Reply;

export type FakeHttpServer = {
  /** http://127.0.0.1:<port><basePath> */
  baseUrl: string;
  requests: RecordedRequest[];
  failNext(fault: Fault): void;
  close(): Promise<void>;
};

export async function startFakeHttpServer(basePath: string, route: Route): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  const server = createServer((incoming, response) => {
    void readBody(incoming).then((text) => {
      const fullPath = incoming.url ?? '/';
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: fullPath.startsWith(basePath) ? fullPath.slice(basePath.length) : fullPath,
        headers: incoming.headers,
        body: parseJson(text),
      };
      requests.push(recorded);
      const fault = faults.shift();
      if (fault?.kind === 'hang') return;
      if (fault?.kind === 'http500')
        return send(response, 500, '<html>Internal Server Error</html>', 'text/html');
      if (fault?.kind === 'invalidJson')
        return send(response, 200, '{"response_code": "00", ', 'application/json');
      if (fault?.kind === 'answer') return sendJson(response, fault.status ?? 200, fault.body);
      if (!fullPath.startsWith(basePath)) return sendJson(response, 404, { message: 'Not Found' });
      const reply = route(recorded);
      sendJson(response, reply.status, reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    requests,
    failNext: (fault) => faults.push(fault),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.on('error', () => resolve(''));
  });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, status: number, text: string, type: string): void {
  response.writeHead(status, { 'Content-Type': type });
  response.end(text);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, JSON.stringify(body), 'application/json');
}

/** A header's single value, as a gateway reads its credentials. */
export function headerValue(request: RecordedRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? undefined : value;
}

/** Form fields with bracketed keys ('data[invoice][token]') → nested objects, as qs-style parsers give. */
export function nestFormFields(flat: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      if (!Object.hasOwn(node, part)) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = value;
  }
  return nested;
}
