export * from './extract-code';
export * from './down-baoquan';
export * from './get-custody';
export * from './create-share-link';
