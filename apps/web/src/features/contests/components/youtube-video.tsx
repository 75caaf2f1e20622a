import { youtubeEmbedUrl, youtubeThumbnailUrl } from '@fhp/domain';
import { AspectRatio, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './youtube-video.module.css';

/**
 * A contest video: its thumbnail until the visitor clicks it, then YouTube's privacy-enhanced
 * player (youtube-nocookie.com), so a page of many videos loads no player and sets no cookie
 * until one is asked for. Only the video id comes from the server.
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
          <img src={youtubeThumbnailUrl(videoId)} alt="" loading="lazy" className={classes.image} />
          <span className={classes.play} aria-hidden>
            <IconPlayerPlayFilled size={22} />
          </span>
        </UnstyledButton>
      )}
    </AspectRatio>
  );
}
