import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG, ResponseCode } from '@evidence/shared/constants';
import type { App } from '../context';

/**
 * Serves the built web app from one port with the API: files as they are (hashed assets cached
 * for a year), and index.html for any other page URL so the client router takes over.
 * Unknown /api paths answer the envelope, never the page.
 */
export async function registerWebApp(app: App, webDist: string, exists: (p: string) => boolean): Promise<void> {
  const hasWeb = exists(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // our own Cache-Control below; the plugin's default would overwrite it
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Browsers ask for /favicon.ico on any document without an icon link: a PDF certificate, a JSON answer or
    // an evidence file opened in a tab. Give them the app's own icon instead of a 404.
    if (exists(path.join(webDist, 'favicon.svg'))) {
      app.get('/favicon.ico', (_request, reply) =>
        reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').sendFile('favicon.svg'),
      );
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.toLowerCase();
    if (url.startsWith('/api/') || url === '/api') {
      return reply.status(404).send({ code: ResponseCode.notFound, msg: MSG.apiNotFound, data: null });
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url.split('?')[0] ?? '');
    if (hasWeb && isPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send(hasWeb ? 'Not Found' : '网页尚未构建：请先运行 npm run build');
  });
}
