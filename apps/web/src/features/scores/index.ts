export { SCORES_TABLE_ID, ScoresTable } from './components/ScoresTable';
