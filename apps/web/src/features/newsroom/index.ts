// The newsroom's work (ADR 33), for other features' staff screens: each box is its own chunk, loaded when
// it is first shown (a new review's form shows none of them).
import { type ComponentProps, createElement, lazy, Suspense } from 'react';

const LazyApproval = lazy(() => import('./components/ApprovalBox'));
const LazyAssignment = lazy(() => import('./components/AssignmentBox'));
const LazyQueueChips = lazy(() => import('./components/QueueChips'));

export const ApprovalBox = (props: ComponentProps<typeof LazyApproval>) =>
  createElement(Suspense, { fallback: null }, createElement(LazyApproval, props));
export const AssignmentBox = (props: ComponentProps<typeof LazyAssignment>) =>
  createElement(Suspense, { fallback: null }, createElement(LazyAssignment, props));
export const QueueChips = (props: ComponentProps<typeof LazyQueueChips>) =>
  createElement(Suspense, { fallback: null }, createElement(LazyQueueChips, props));
