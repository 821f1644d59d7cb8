// The edit history panel (lazy-loaded by the subject and review forms).
export { default } from './components/HistoryPanel';
