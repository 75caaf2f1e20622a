import { type TSocialLink, type TSocialPlatform, athletePageTexts as t } from '@fhp/domain';
import { Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandX } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ExternalAnchor } from '../../../ui/external-link';
import classes from './athlete-sections.module.css';

const ICONS: Record<TSocialPlatform, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  Twitter: IconBrandX,
};

/** Only web addresses: the profile checks each platform's pattern, this keeps any other out. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * The athlete's social profiles, each a link naming its platform (the icon is decoration),
 * opened in a new tab with no opener, no referrer and no search-engine endorsement (nofollow):
 * the addresses are the athlete's, not ours.
 */
export function SocialLinks({ firstName, links }: { firstName: string; links: TSocialLink[] }) {
  const shown = links.filter((link) => isWebAddress(link.url));
  if (shown.length === 0) return null;
  return (
    <Stack gap={8}>
      <Text fw={700} size="sm" id="follow-athlete">
        {t.socialTitle(firstName)}
      </Text>
      <Group gap="sm" component="ul" className={classes.plainList} aria-labelledby="follow-athlete">
        {shown.map((link) => {
          const Icon = ICONS[link.name];
          return (
            <li key={link.name}>
              <ExternalAnchor href={link.url} nofollow className={classes.social} underline="never">
                <Icon size={20} aria-hidden />
                {link.name}
              </ExternalAnchor>
            </li>
          );
        })}
      </Group>
    </Stack>
  );
}
