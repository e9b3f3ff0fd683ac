/** The one signing core of notarization and e-signing (docs/signing.md). */
export { renderDocument } from './layout/render-document';
export type { DocBlock, DocSpec, Placement, RenderedDocument } from './layout/document-spec';
export { stampImages, isPng, type Stamp } from './stamp-images';
export { fitStamp } from './fit-stamp';
export { ridingSeal } from './riding-seal';
export { loadSigningIdentity, type SigningIdentity, type SigningIdentityConfig } from './signing-identity';
export { signPdf, type PdfSignerDeps, type SignPdfOptions } from './sign-pdf';
export { inspectPdfSignatures, VERDICT, type InspectionResult, type KnownCertificates, type SignatureReport } from './inspect-signatures';
export { readCertification, type Certification } from './certification';
