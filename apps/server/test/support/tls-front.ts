import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * A test certificate authority and HTTPS fronts for the providers' loopback stand-ins: a server under
 * test trusts the CA through NODE_EXTRA_CA_CERTS (as a live server trusts the public CAs), and reaches a
 * stand-in at https://<the provider's host name>:<port> — the same TLS and host name checks as against the
 * real service. The front hands each request, Host header and body unchanged, to the stand-in's plain
 * HTTP port, so the stand-in checks signatures over exactly what the SDK sent.
 */
export interface TestCa {
  caPem: string;
  issue(hosts: readonly string[]): { keyPem: string; certPem: string };
}

function newKeys() {
  return forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
}

function validity(cert: forge.pki.Certificate) {
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
}

export function makeTestCa(): TestCa {
  const caKeys = newKeys();
  const ca = forge.pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  ca.serialNumber = `01${randomBytes(8).toString('hex')}`;
  validity(ca);
  // each CA its own name: a server trusting two of them (NODE_EXTRA_CA_CERTS) finds an issuer by its name, and two
  // CAs of one name made it check the Tencent stand-in's certificate against the other CA's key
  const caName = [{ name: 'commonName', value: `Evidence platform test CA ${randomBytes(4).toString('hex')} (loopback stand-ins only)` }];
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.setExtensions([{ name: 'basicConstraints', cA: true, critical: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());
  let serial = 2;
  return {
    caPem: forge.pki.certificateToPem(ca),
    issue(hosts) {
      const keys = newKeys();
      const cert = forge.pki.createCertificate();
      cert.publicKey = keys.publicKey;
      cert.serialNumber = (serial++).toString(16).padStart(2, '0');
      validity(cert);
      cert.setSubject([{ name: 'commonName', value: hosts[0] ?? 'localhost' }]);
      cert.setIssuer(ca.subject.attributes);
      const altNames = hosts.map((h) => (/^\d+\.\d+\.\d+\.\d+$/.test(h) ? { type: 7, ip: h } : { type: 2, value: h }));
      cert.setExtensions([{ name: 'basicConstraints', cA: false }, { name: 'extKeyUsage', serverAuth: true }, { name: 'subjectAltName', altNames }]);
      cert.sign(caKeys.privateKey, forge.md.sha256.create());
      return { keyPem: forge.pki.privateKeyToPem(keys.privateKey), certPem: forge.pki.certificateToPem(cert) };
    },
  };
}

export interface TlsFront {
  port: number;
  close(): Promise<void>;
}

/** An HTTPS server on 127.0.0.1 for these host names whose every request goes on to http://127.0.0.1:<targetPort>. */
export async function startTlsFront(ca: TestCa, hosts: readonly string[], targetPort: number): Promise<TlsFront> {
  const { keyPem, certPem } = ca.issue([...hosts, '127.0.0.1']);
  const server = https.createServer({ key: keyPem, cert: certPem }, (req, res) => {
    const onward = http.request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    onward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
