export { SEARCH_SHORTCUT, SearchHost, openSearch } from './components/search-launcher';
