import type { QueryClient } from '@tanstack/react-query';
import type { ReadApi, RenderedPage } from '#shared/web/page-render.contract.ts';
import { verificationKey, verificationPath } from './api/verify-certificate.ts';

// What the verification pages are drawn from on the server (src/web/entry-server.tsx; issue 16,
// part drawing): the code's verification, put in the query cache under the page's own key, so a
// basic phone's browser sees the answer without running any script.

export const VERIFY_ROUTE_IDS = ['/public/verify-certificate', '/public/verify-certificate/$code'];

export async function prefillVerifyPage(
  match: { routeId: string; params: Record<string, string> },
  readApi: ReadApi,
  client: QueryClient,
): Promise<RenderedPage> {
  const code = match.params.code;
  if (match.routeId === '/public/verify-certificate/$code' && code) {
    const answer = await readApi(verificationPath(code));
    if (answer.status === 200) client.setQueryData(verificationKey(code), answer.data);
  }
  return { kind: 'certificate-verify' };
}
