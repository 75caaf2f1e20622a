export { useMe } from './api/use-me';
export {
  type SessionValue,
  type TSessionStatus,
  useKnownSession,
  useSession,
} from './session-context';
export { SessionProvider } from './session-provider';
