// The scheduled backups' state, shown on the super admin's settings screen (تنظیمات) (ADR 31).
export { default as BackupStatus } from './components/BackupStatus';
