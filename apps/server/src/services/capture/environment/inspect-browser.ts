/** The part of a CDP session this needs (playwright-core's CDPSession fits). */
export interface CdpLike {
  send(method: 'Browser.getVersion'): Promise<{ product: string; userAgent: string }>;
  send(method: 'Target.getTargets'): Promise<{ targetInfos: { type: string; url: string }[] }>;
}

/**
 * What the running browser says about itself over a browser-level CDP session: product and user agent,
 * and every chrome-extension:// target (background pages, service workers). A fresh profile with
 * --disable-extensions has none; any found is named in the report.
 */
export async function inspectBrowser(cdp: CdpLike): Promise<{ product: string; userAgent: string; extensions: string[] }> {
  const version = await cdp.send('Browser.getVersion');
  const { targetInfos } = await cdp.send('Target.getTargets');
  const extensions = targetInfos.filter((t) => t.url.startsWith('chrome-extension://')).map((t) => `${t.type} ${t.url}`.slice(0, 300));
  return { product: version.product, userAgent: version.userAgent, extensions };
}
