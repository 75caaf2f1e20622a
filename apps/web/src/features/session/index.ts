export { useMe } from './api/use-me';
export { type SessionValue, type TSessionStatus, useSession } from './session-context';
export { SessionProvider } from './session-provider';
