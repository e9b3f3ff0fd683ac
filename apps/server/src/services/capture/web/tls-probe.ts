import net from 'node:net';
import tls from 'node:tls';

export interface TlsProbe {
  /** the chain validates against Node's CA store for this name */
  authorized: boolean;
  authorizationError: string | null;
  protocol: string | null;
  cipher: string | null;
  /** leaf first, PEM */
  chainPem: string[];
  subject: string | null;
  issuer: string | null;
  validFrom: string | null;
  validTo: string | null;
  fingerprint256: string | null;
  error?: string;
}

function pem(raw: Buffer): string {
  return `-----BEGIN CERTIFICATE-----\n${raw.toString('base64').replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----`;
}

/**
 * An out-of-band look at the site's certificate (as Scoop does): a TLS handshake of our own to the SAME
 * pinned address, with the host name as SNI, that does not reject but reports whether the chain is
 * trusted. The browser accepted any certificate (so that a site with a broken one can still be preserved);
 * this is where the report says whether it was trustworthy.
 */
export function probeTls(ip: string, port: number, servername: string, timeoutMs = 10_000, dial?: (ip: string, port: number) => net.Socket): Promise<TlsProbe> {
  return new Promise((resolve) => {
    const empty: TlsProbe = { authorized: false, authorizationError: null, protocol: null, cipher: null, chainPem: [], subject: null, issuer: null, validFrom: null, validTo: null, fingerprint256: null };
    const socket = tls.connect({ ...(dial ? { socket: dial(ip, port) } : { host: ip, port }), servername: net.isIP(servername) ? undefined : servername, rejectUnauthorized: false, timeout: timeoutMs });
    const done = (r: TlsProbe) => {
      socket.destroy();
      resolve(r);
    };
    socket.once('timeout', () => done({ ...empty, error: 'timeout' }));
    socket.once('error', (e) => done({ ...empty, error: e.message.slice(0, 200) }));
    socket.once('secureConnect', () => {
      const chain: string[] = [];
      let cert = socket.getPeerCertificate(true);
      const leaf = cert;
      const seen = new Set<string>();
      while (cert && cert.raw && !seen.has(cert.fingerprint256)) {
        seen.add(cert.fingerprint256);
        chain.push(pem(cert.raw));
        cert = cert.issuerCertificate;
      }
      const name = (o: Record<string, unknown> | undefined) => (o ? Object.entries(o).map(([k, v]) => `${k}=${String(v)}`).join(', ') : null);
      done({
        authorized: socket.authorized,
        authorizationError: socket.authorizationError ? String(socket.authorizationError) : null,
        protocol: socket.getProtocol(),
        cipher: socket.getCipher()?.name ?? null,
        chainPem: chain,
        subject: name(leaf?.subject as unknown as Record<string, unknown>),
        issuer: name(leaf?.issuer as unknown as Record<string, unknown>),
        validFrom: leaf?.valid_from ?? null,
        validTo: leaf?.valid_to ?? null,
        fingerprint256: leaf?.fingerprint256 ?? null,
      });
    });
  });
}
