import { defineEndpoint, ZBinaryBody } from './endpoint';

export const eventEndpoints = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    access: 'signed-in',
    tags: ['events'],
    summary: 'Live events for the signed-in user (server-sent events)',
    description: [
      'Server-sent events (text/event-stream) for the signed-in user. The stream opens with',
      '`retry: 5000` and a `: connected` comment, then sends a `: heartbeat` comment every 25 s.',
      'Each event is `event: <type>` (one of the event types), `data: <JSON object>`, `id: <n>`',
      '(increasing per connection). Events are hints to refetch: nothing is replayed after a',
      'reconnect, so a client refetches its live queries when the stream (re)opens.',
    ].join(' '),
    // Written by the server itself and read with EventSource, not with the API client.
    contentType: 'text/event-stream',
    response: ZBinaryBody,
  }),
};
