export { SearchTable, type SearchTableColumn, type SearchTableProps, type TableSelection } from './search-table';
export { useTableUrlState, type TableUrlState } from './use-table-url-state';
export type { ListQuery, ListQuerySchema } from './table-url-state';
export type { ExportFormat } from './export-menu';
export { saveBlob } from './save-blob';
