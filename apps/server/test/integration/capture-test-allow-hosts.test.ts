import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp } from '../helpers/test-app';
import { configRefusal } from '../helpers/config-refusal';

/**
 * CAPTURE_TEST_ALLOW_HOSTS, which replaced CAPTURE_ALLOW_PRIVATE (issue 23 item 8; decision 640):
 * loopback ip:port pairs only, refused by a production start whatever else is set, and said in the log.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-allow-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const refusal = (env: Record<string, string>): string => configRefusal(dataDir, env);

describe('CAPTURE_TEST_ALLOW_HOSTS', () => {
  it('takes loopback ip:port pairs and refuses link-local, metadata and private addresses at start', () => {
    expect(loadConfig({ DATA_DIR: dataDir, CAPTURE_TEST_ALLOW_HOSTS: '127.0.0.1:8443,[::1]:9000' }).capture.testAllowHosts).toEqual([{ ip: '127.0.0.1', port: 8443 }, { ip: '::1', port: 9000 }]);
    expect(loadConfig({ DATA_DIR: dataDir }).capture.testAllowHosts).toEqual([]);
    expect(refusal({ CAPTURE_TEST_ALLOW_HOSTS: '169.254.169.254:80' })).toContain('CAPTURE_TEST_ALLOW_HOSTS: "169.254.169.254:80": only loopback addresses');
    expect(refusal({ CAPTURE_TEST_ALLOW_HOSTS: '127.0.0.1:8443,10.1.2.3:443' })).toContain('"10.1.2.3:443": only loopback addresses');
    expect(refusal({ CAPTURE_TEST_ALLOW_HOSTS: 'localhost:80' })).toContain('an IP address is needed');
  });

  it('is refused by a production start even with ALLOW_LOCAL_PROVIDERS=1', () => {
    const demo = { NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example', ALLOW_LOCAL_PROVIDERS: '1' };
    expect(loadConfig({ DATA_DIR: dataDir, ...demo }).production).toBe(true);
    expect(refusal({ ...demo, CAPTURE_TEST_ALLOW_HOSTS: '127.0.0.1:8443' })).toContain('CAPTURE_TEST_ALLOW_HOSTS: refused with NODE_ENV=production whatever else is set');
  });

  it('replaces CAPTURE_ALLOW_PRIVATE, which now stops the start instead of opening private networks', () => {
    expect(refusal({ CAPTURE_ALLOW_PRIVATE: '1' })).toContain('CAPTURE_ALLOW_PRIVATE: removed: list the loopback test sites in CAPTURE_TEST_ALLOW_HOSTS');
    expect(refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example', ALLOW_LOCAL_PROVIDERS: '1', CAPTURE_ALLOW_PRIVATE: '1' })).toContain('CAPTURE_ALLOW_PRIVATE: removed');
  });

  it('writes a warning to the log at every start while it is set, and none without it', async () => {
    const lines: string[] = [];
    const logStream = { write: (l: string) => void lines.push(l) };
    const on = await createTestApp({ LOG_LEVEL: 'warn', CAPTURE_TEST_ALLOW_HOSTS: '127.0.0.1:8443' }, { logStream, jobs: { run: false } });
    await on.close();
    const warned = lines.map((l) => JSON.parse(l) as { level: number; msg: string; captureTestAllowHosts?: string[] }).filter((l) => l.msg.includes('CAPTURE_TEST_ALLOW_HOSTS'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ level: 40, captureTestAllowHosts: ['127.0.0.1:8443'] });
    lines.length = 0;
    const off = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream, jobs: { run: false } });
    await off.close();
    expect(lines.filter((l) => l.includes('CAPTURE_TEST_ALLOW_HOSTS'))).toEqual([]);
  });
});
