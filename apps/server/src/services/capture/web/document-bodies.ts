import type { CDPSession } from 'playwright-core';
import type { Har } from '../package';

/** A document's body as the browser received it, read before the page could run any of it. */
export interface KeptBody {
  url: string;
  method: string;
  status: number;
  body: Buffer;
}

interface RequestPaused {
  requestId: string;
  request: { url: string; method: string };
  responseStatusCode?: number;
  responseErrorReason?: string;
}

/**
 * Playwright's HAR reads each body after the response finished, from the renderer's buffer; a page that
 * navigates away at once (location.replace in its first bytes, a meta refresh 0) has discarded that buffer
 * by then, and the HAR holds the first page as a 200 with no body (size -1). Documents are therefore held
 * at the response stage (CDP Fetch), their bodies read, and only then handed on to the page: no script of
 * theirs has run yet, so nothing can navigate them away first. Only documents are held (subresources keep
 * streaming), and redirects and failed answers pass as they are (they have no body to read). Decision 761.
 */
export async function keepDocumentBodies(cdp: CDPSession): Promise<KeptBody[]> {
  const kept: KeptBody[] = [];
  cdp.on('Fetch.requestPaused', (e: RequestPaused) => {
    const status = e.responseStatusCode ?? 0;
    const go = () => cdp.send('Fetch.continueRequest', { requestId: e.requestId }).catch(() => undefined);
    if (e.responseErrorReason || status < 200 || (status >= 300 && status < 400)) return void go();
    void cdp
      .send('Fetch.getResponseBody', { requestId: e.requestId })
      .then((b: { body: string; base64Encoded: boolean }) => {
        kept.push({ url: e.request.url, method: e.request.method, status, body: Buffer.from(b.body, b.base64Encoded ? 'base64' : 'utf8') });
      })
      .catch(() => undefined) // not kept: the HAR entry stays marked as without its body
      .then(go);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Response' }] });
  return kept;
}

/**
 * Fills the HAR entries Playwright could not read a body for (content.size -1, no text) from the bodies
 * kept at the response stage, matched by method, URL and status in the order they came.
 */
export function fillDocumentBodies(har: Har, kept: readonly KeptBody[]): number {
  const left = [...kept];
  let filled = 0;
  for (const entry of har.log.entries) {
    const c = entry.response.content;
    if (c.text !== undefined || c.size !== -1) continue;
    const i = left.findIndex((k) => k.url === entry.request.url && k.method === entry.request.method && k.status === entry.response.status);
    if (i < 0) continue;
    const [k] = left.splice(i, 1);
    c.size = k!.body.length;
    c.text = k!.body.toString('base64');
    c.encoding = 'base64';
    filled += 1;
  }
  return filled;
}
