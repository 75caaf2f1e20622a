import { Avatar, type MantineSize } from '@mantine/core';
import { useEffect, useState } from 'react';
import { drawnAvatar, loadAvatar } from './generated-avatar';

/**
 * An athlete's face wherever athletes are listed (home, directory, athlete page): their photo,
 * or a generated avatar for the name when they have none, never a grey placeholder. The
 * generated one is drawn in the browser after the first render (so a pre-rendered page and its
 * hydration agree); until then, and if the library fails to load, the initials stand in.
 */
export function AthleteAvatar({
  name,
  photoUrl,
  size = 'lg',
}: {
  name: string;
  photoUrl: string | null;
  size?: MantineSize | number;
}) {
  // Kept with its name, so a card reused for another athlete never shows the previous face.
  const [drawn, setDrawn] = useState<{ name: string; uri: string } | null>(null);
  useEffect(() => {
    if (photoUrl) return;
    let live = true;
    const ready = drawnAvatar(name);
    if (ready) setDrawn({ name, uri: ready });
    else
      loadAvatar(name).then(
        (uri) => live && setDrawn({ name, uri }),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [name, photoUrl]);

  if (photoUrl) return <Avatar src={photoUrl} alt={name} size={size} radius="xl" />;
  if (drawn?.name === name) return <Avatar src={drawn.uri} alt={name} size={size} radius="xl" />;
  return <Avatar name={name} color="initials" size={size} radius="xl" aria-label={name} />;
}
