// The scheduled backups' state, shown on the super admin's screen (ADR 27).
export { default as BackupStatus } from './components/BackupStatus';
