export { cdxjLine, cdxjText, cdxTimestamp, surt, type CdxjEntry } from './cdxj';
export { digestOf, sha256Hex, sm3Hex, type FileDigest } from './digests';
export { bodyNotKept, entryToWarc, harBody } from './har-to-warc';
export type { Har, HarEntry, HarHeader } from './har-types';
export { readWarc, type ReadRecord } from './read-warc';
export { readZip } from './read-zip';
export { verifyWacz, type WaczCheck, type WaczVerification } from './verify-wacz';
export { loadWaczSigner, publicKeyFingerprint, verifyAnonymous, WACZ_KEY_FILE, type WaczSigner } from './wacz-signer';
export { resourceUri, WACZ_VERSION, WARC_NAME, writeWacz, type PackageResource, type SignedData, type WaczInput, type WaczOutput } from './write-wacz';
