import { Avatar, type MantineSize } from '@mantine/core';

/**
 * An athlete's face wherever athletes are listed (home, directory, athlete page): their photo,
 * or a generated avatar for the name when they have none, never a grey placeholder.
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
  if (photoUrl) return <Avatar src={photoUrl} alt={name} size={size} radius="xl" />;
  return <Avatar name={name} color="initials" size={size} radius="xl" aria-label={name} />;
}
