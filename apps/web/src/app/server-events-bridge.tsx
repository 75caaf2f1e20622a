import { useServerEvents } from '../features/events/use-server-events';

/** Holds the live event stream; mounted only while someone is signed in. */
export default function ServerEventsBridge() {
  useServerEvents(true);
  return null;
}
