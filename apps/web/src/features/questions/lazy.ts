import { lazy } from 'react';

// The questions' parts other features load only when they show them (their code stays out of the page).
export const AskResultToast = lazy(() => import('./components/AskResultToast'));
