/** The signer's phone pages (/h5elesign) and their calls /api/h5elesign/* (docs/esign.md "Phone signing"). */
export * from './link-token';
export * from './entry';
export * from './identity';
export * from './sms';
export * from './face';
export * from './seals';
export * from './sign';
export * from './reject';
