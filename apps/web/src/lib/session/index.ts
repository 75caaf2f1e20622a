export {
  type SessionValue,
  type TSessionStatus,
  useKnownSession,
  useSession,
} from './session-context';
export { SessionProvider } from './session-provider';
export { useMe } from './use-me';
