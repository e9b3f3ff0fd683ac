/**
 * The stand-in as a process of its own, for a browser e2e whose server starts before the test:
 *   npx tsx apps/server/test/support/standins/wechatpay/serve.ts <env-file.json> [port]
 * writes the WECHATPAY_* settings that point a server at it to <env-file.json> (key files in a temp
 * directory), then serves until stopped. Notices go to the notify_url each trade named (PUBLIC_URL + path).
 */
import fs from 'node:fs';
import { startWechatPayStandIn } from './standin';

const [envFile, port] = process.argv.slice(2);
if (!envFile) {
  console.error('usage: serve.ts <env-file.json> [port]');
  process.exit(2);
}
const s = await startWechatPayStandIn({ port: port ? Number(port) : 0 });
fs.writeFileSync(envFile, JSON.stringify({ PAYMENT_PROVIDER: 'wechat', ...s.env }, null, 2));
console.log(`WeChat Pay stand-in at ${s.baseUrl} (settings in ${envFile})`);
const stop = () => void s.close().then(() => {
  fs.rmSync(s.files.dir, { recursive: true, force: true });
  process.exit(0);
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
