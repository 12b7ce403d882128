export { SimpleTable, type SimpleColumn, type SimpleTableProps } from './simple-table';
