export {
  ListPanel,
  ListScreen,
  type ListPanelProps,
  type ListScreenForm,
  type ListScreenProps,
  type ListScreenTexts,
} from './list-screen';
export { SearchTable, type SearchTableColumn, type SearchTableProps, type TableSelection } from './search-table';
export { useTableUrlState, type TableUrlState } from './use-table-url-state';
