// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { codeRequests } from './code-requests.ts';
export { endUserSessions, type Session, startSession } from './sessions.service.ts';
export { consumeCode, sendCode } from './sign-in.service.ts';
