import { Button } from '@mantine/core';

/** Placeholder until the fan's vote (helper C's component) replaces it: same export and props. */
export function VoteButton({ videoId, voted }: { videoId: string; voted: boolean }) {
  return (
    <Button size="xs" disabled data-video-id={videoId} aria-pressed={voted}>
      Vote
    </Button>
  );
}
