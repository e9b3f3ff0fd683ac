// Contract templates (esign-templates): fields, rows, the contractTemp* calls
export * from './template-field';
export * from './template-item';
export * from './contract-temp-list';
export * from './contract-temp-cat-option';
export * from './contract-temp-save';
