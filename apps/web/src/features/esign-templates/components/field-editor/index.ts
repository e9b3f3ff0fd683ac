// The field editor (issue 16): reused by the flows' create page for an uploaded PDF (routes compose features).
export { FieldEditor, type FieldEditorProps } from './field-editor';
export { templateFieldsProblem } from '@evidence/shared/contracts';
