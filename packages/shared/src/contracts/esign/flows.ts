// Sign flows, the sender's side (docs/esign.md "Sign flows"): one file per call.
export * from './flow-fields';
export * from './list-sign';
export * from './save-sign';
export * from './send-sign-sms';
export * from './save-apply-url';
export * from './stop-sign';
export * from './del-sign';
export * from './detail-sign';
export * from './down-sign-file';
export * from './my-signs';
export * from './my-sign-link';
export * from './signer-seals';
