export {
  ListPanel,
  ListScreen,
  type ListPanelProps,
  type ListProps,
  type ListReadResource,
  type ListRecord,
  type ListScreenForm,
  type ListScreenProps,
  type ListScreenTexts,
  type ListWrites,
} from './list-screen';
export { OptionSelect, type ListFilter, type ListOption } from './list-filters';
export { SearchTable, type SearchTableColumn, type SearchTableProps, type TableSelection } from './search-table';
export { useTableUrlState, type TableUrlState } from './use-table-url-state';
