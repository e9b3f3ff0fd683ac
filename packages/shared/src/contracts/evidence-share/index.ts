export * from './extract-code';
export * from './down-baoquan';
export * from './get-custody';
