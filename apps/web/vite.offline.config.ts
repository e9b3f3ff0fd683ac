import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The offline verifier (issue 24 item 2): the /verify page's verification code (features/verify/lib)
 * bundled into ONE self-contained HTML file, built after the app by `npm run build` into
 * dist/offline/offline-verifier.html. The server answers it at GET /api/verify/offlineVerifier with the
 * ledger key filled in. A file opened from disk cannot load other scripts or modules, hence everything
 * inline; its CSP allows only that one script (by hash) and WebAssembly for the hashes, and no connection.
 */
const template = fileURLToPath(new URL('./src/features/verify/offline/template.html', import.meta.url));

function inlineIntoHtml(): Plugin {
  return {
    name: 'offline-verifier-html',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      if (chunks.length !== 1 || chunks[0]!.type !== 'chunk') throw new Error(`offline verifier: expected one chunk, got ${chunks.length}`);
      const chunk = chunks[0]!;
      // "</script" inside the code would end the element early; "<\/script" means the same to JavaScript
      const code = chunk.code.replace(/<\/script/gi, '<\\/script');
      const scriptHash = createHash('sha256').update(code, 'utf8').digest('base64');
      const csp = `default-src 'none'; script-src 'sha256-${scriptHash}' 'wasm-unsafe-eval'; style-src 'unsafe-inline'; img-src data:; connect-src 'none'; form-action 'none'; base-uri 'none'`;
      const html = fs.readFileSync(template, 'utf8').replace('__CSP__', csp).replace('__SCRIPT__', () => code);
      delete bundle[chunk.fileName];
      this.emitFile({ type: 'asset', fileName: 'offline-verifier.html', source: html });
    },
  };
}

export default defineConfig({
  plugins: [inlineIntoHtml()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  publicDir: false,
  build: {
    outDir: 'dist/offline',
    emptyOutDir: true,
    target: 'es2022',
    copyPublicDir: false,
    lib: { entry: fileURLToPath(new URL('./src/features/verify/offline/main.ts', import.meta.url)), formats: ['iife'], name: 'OfflineVerifier', fileName: () => 'offline-verifier.js' },
    minify: true,
  },
});
