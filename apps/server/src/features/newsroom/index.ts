// What other features may use of this one (the import-boundary rule in biome.json points them here).

export { workPolicy } from './newsroom.policy.ts';
export { insertWorkEvent, notify, notifyRoles, withAssignment, withAssignments } from './newsroom.service.ts';
