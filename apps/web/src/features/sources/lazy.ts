import { lazy } from 'react';

// The sources' parts other features load only when they show them (staff code stays out of public pages).
export const ManagedSources = lazy(() => import('./components/ManagedSources'));
