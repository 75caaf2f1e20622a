import { youtubeEmbedUrl } from '@fhp/domain';
import { AspectRatio, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './youtube-video.module.css';

/**
 * A contest video: a poster of our own until the visitor clicks it, then YouTube's
 * privacy-enhanced player (youtube-nocookie.com). Nothing is asked of YouTube, not even a
 * thumbnail, before the visitor chooses a video, so a page of many videos tells YouTube nothing
 * about its visitors and loads no player. Only the video id comes from the server.
 */
export function YouTubeVideo({
  videoId,
  title,
  playLabel,
}: {
  videoId: string;
  /** The player's accessible title. */
  title: string;
  /** The thumbnail button's accessible name. */
  playLabel: string;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <AspectRatio ratio={16 / 9} className={classes.frame}>
      {playing ? (
        <iframe
          src={`${youtubeEmbedUrl(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={classes.player}
        />
      ) : (
        <UnstyledButton
          className={classes.thumbnail}
          onClick={() => setPlaying(true)}
          aria-label={playLabel}
        >
          <span className={classes.play} aria-hidden>
            <IconPlayerPlayFilled size={22} />
          </span>
          <span className={classes.caption} aria-hidden>
            {title}
          </span>
        </UnstyledButton>
      )}
    </AspectRatio>
  );
}
