import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './fan-purchases.delivery';

describe('a video link to a player', () => {
  it('reads the id of every YouTube form the YOUTUBE_VIDEO_URL rule accepts', () => {
    const id = 'aBcDeFgHiJk';
    for (const link of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?feature=share&v=${id}&t=42`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube.com/shorts/${id}`,
      `https://youtu.be/${id}?t=3`,
      ` youtu.be/${id} `,
    ]) {
      expect(youtubeVideoId(link), link).toBe(id);
    }
    expect(youtubeEmbedUrl(id)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });

  it('plays nothing else: other sites, lookalike hosts, scripts', () => {
    for (const link of [
      'https://vimeo.com/76979871',
      'https://videos.fhp.example/demo/seasonal',
      'https://youtube.com.evil.example/watch?v=aBcDeFgHiJk',
      'javascript:alert(1)//youtu.be/aBcDeFgHiJk',
      'https://www.youtube.com/watch?v=short',
    ]) {
      expect(youtubeVideoId(link), link).toBeNull();
    }
  });
});
