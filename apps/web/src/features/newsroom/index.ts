// The newsroom's work (ADR 33), for other features' staff screens (each lazy-loaded by its user).
export { default as ApprovalBox } from './components/ApprovalBox';
export { default as AssignmentBox } from './components/AssignmentBox';
export { default as QueueChips } from './components/QueueChips';
