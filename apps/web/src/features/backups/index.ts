// The scheduled backups' state, shown on the super admin's screen (ADR 31).
export { default as BackupStatus } from './components/BackupStatus';
