export { CrudModal, type CrudModalProps } from './crud-modal';
export { serverFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors';
