export { searchKeys, searchSuggestionsQuery } from './search-suggestions';
