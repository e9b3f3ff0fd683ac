import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { OID, arrayBuffer, sha256 } from '../../../src/providers/anchor/tsa-token';
import { type TsaIdentity, createTsaIdentity } from './tsa-certificate';

/**
 * A real RFC 3161 time-stamp authority for tests, on 127.0.0.1: it generates its key and self-signed
 * certificate at start and answers TimeStampReq with a TimeStampToken signed over SignedAttributes
 * (contentType, messageDigest, signingCertificateV2) as RFC 3161/5816 require, so `openssl ts -verify`
 * accepts its tokens too. `mode` makes it misbehave for failure tests.
 */
export type TsaMode =
  | 'granted'
  | 'rejection' // PKIStatus rejection with failInfo badRequest
  | 'http-error' // HTTP 500
  | 'garbage' // 200 with bytes that are not a TimeStampResp
  | 'hang' // never answers
  | 'wrong-nonce' // a valid token for another nonce (a replayed answer)
  | 'wrong-imprint' // a valid token for another hash
  | 'skewed'; // a valid token whose time is a minute ahead of ours (a clock offset beyond the limit)

export interface TestTsa {
  url: string;
  certPem: string;
  identity: TsaIdentity;
  mode: TsaMode;
  /** requests received, for assertions */
  requests: number;
  /** stops listening and drops connections: the TSA is down until up() */
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
}

export const TEST_TSA_POLICY = '1.3.6.1.4.1.99999.3161.1'; // a private-arc OID; tests only

async function signedToken(id: TsaIdentity, req: pkijs.TimeStampReq, serial: number, mode: TsaMode): Promise<pkijs.ContentInfo> {
  let imprint = req.messageImprint;
  if (mode === 'wrong-imprint') {
    imprint = new pkijs.MessageImprint({ hashAlgorithm: imprint.hashAlgorithm, hashedMessage: new asn1js.OctetString({ valueHex: arrayBuffer(await sha256(new Uint8Array(1))) }) });
  }
  const nonce = mode === 'wrong-nonce' ? new asn1js.Integer({ value: 42 }) : req.nonce;
  const tstInfo = new pkijs.TSTInfo({
    version: 1,
    policy: req.reqPolicy ?? TEST_TSA_POLICY,
    messageImprint: imprint,
    serialNumber: new asn1js.Integer({ value: serial }),
    genTime: new Date(Math.floor((Date.now() + (mode === 'skewed' ? 60_000 : 0)) / 1000) * 1000), // GeneralizedTime without fraction
    accuracy: new pkijs.Accuracy({ seconds: 1 }),
    ...(nonce ? { nonce } : {}),
  });
  const tstDer = tstInfo.toSchema().toBER();
  const certHash = await sha256(new Uint8Array(id.cert.toSchema().toBER()));
  const attr = (type: string, value: asn1js.BaseBlock) => new pkijs.Attribute({ type, values: [value] });
  // Set after construction: given to the constructor, pkijs turns eContent into a constructed
  // (BER) OCTET STRING, while real TSAs send DER.
  const encapContentInfo = new pkijs.EncapsulatedContentInfo({ eContentType: OID.tstInfo });
  encapContentInfo.eContent = new asn1js.OctetString({ valueHex: tstDer });
  const signed = new pkijs.SignedData({
    version: 3,
    encapContentInfo,
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: id.cert.issuer, serialNumber: id.cert.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            attr('1.2.840.113549.1.9.3', new asn1js.ObjectIdentifier({ value: OID.tstInfo })),
            attr('1.2.840.113549.1.9.4', new asn1js.OctetString({ valueHex: arrayBuffer(await sha256(new Uint8Array(tstDer))) })),
            // SigningCertificateV2 { certs: [ ESSCertIDv2 { certHash } ] } (hash algorithm SHA-256 by default)
            attr('1.2.840.113549.1.9.16.2.47', new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: arrayBuffer(certHash) })] })] })] })),
          ],
        }),
      }),
    ],
    ...(req.certReq ? { certificates: [id.cert] } : {}),
  });
  await signed.sign(id.privateKey, 0, 'SHA-256');
  return new pkijs.ContentInfo({ contentType: OID.signedData, content: signed.toSchema(true) });
}

function refusal(text: string, failBit: number): ArrayBuffer {
  const bits = new Uint8Array(4);
  bits[failBit >> 3] = 0x80 >> (failBit & 7);
  const status = new pkijs.PKIStatusInfo({
    status: pkijs.PKIStatus.rejection,
    statusStrings: [new asn1js.Utf8String({ value: text })],
    failInfo: new asn1js.BitString({ valueHex: arrayBuffer(bits.subarray(0, (failBit >> 3) + 1)), unusedBits: 7 - (failBit & 7) }),
  });
  return new pkijs.TimeStampResp({ status }).toSchema().toBER();
}

/** `timeStamping: false` gives the TSA a certificate without the timeStamping purpose (a misissued TSA). */
export async function startTestTsa(opts: { commonName?: string; timeStamping?: boolean } = {}): Promise<TestTsa> {
  const identity = await createTsaIdentity(opts.commonName, { timeStamping: opts.timeStamping ?? true });
  let serial = 0;
  const sockets = new Set<Socket>();

  async function answer(body: Uint8Array, res: ServerResponse): Promise<void> {
    const reply = (status: number, bytes: ArrayBuffer | Uint8Array): void =>
      void res.writeHead(status, { 'content-type': 'application/timestamp-reply' }).end(Buffer.from(bytes as ArrayBuffer));
    if (tsa.mode === 'hang') return;
    if (tsa.mode === 'http-error') return void res.writeHead(500).end('internal error');
    if (tsa.mode === 'garbage') return reply(200, new TextEncoder().encode('not ASN.1'));
    if (tsa.mode === 'rejection') return reply(200, refusal('request refused by the test TSA', 2));
    let req: pkijs.TimeStampReq;
    try {
      req = pkijs.TimeStampReq.fromBER(arrayBuffer(body));
    } catch {
      return reply(200, refusal('malformed TimeStampReq', 5));
    }
    const token = await signedToken(identity, req, ++serial, tsa.mode);
    const resp = new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }), timeStampToken: token });
    reply(200, resp.toSchema().toBER());
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    tsa.requests++;
    if (req.method !== 'POST' || req.headers['content-type'] !== 'application/timestamp-query') return void res.writeHead(415).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void answer(new Uint8Array(Buffer.concat(chunks)), res).catch(() => res.writeHead(500).end()));
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const listen = (port: number) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  const close = () => new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    for (const s of sockets) s.destroy();
    server.close(() => resolve());
  });
  const port = await listen(0);

  const tsa: TestTsa = {
    url: `http://127.0.0.1:${port}/tsa`,
    certPem: identity.certPem,
    identity,
    mode: 'granted',
    requests: 0,
    down: close,
    up: async () => void (server.listening || (await listen(port))),
    stop: close,
  };
  return tsa;
}
