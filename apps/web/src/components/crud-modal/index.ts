export { CrudModal, type CrudModalProps } from './crud-modal';
export { fieldOfPath, serverFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors';
export { useSchemaForm, type SchemaCheck, type SchemaForm } from './use-schema-form';
