export { CrudModal, type CrudModalProps } from './crud-modal';
