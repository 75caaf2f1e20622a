import {
  checkSocialEntry,
  SOCIAL_PLATFORMS,
  type TAthleteProfile,
  type TSocialLink,
  type TSocialPlatform,
  profileTexts as t,
} from '@fhp/domain';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconPlus,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useSocialMediaMutation } from '../api/profile-api';
import classes from './profile.module.css';
import { ProfileCard } from './profile-card';

const ICONS: Record<TSocialPlatform, typeof IconBrandFacebook> = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  Twitter: IconBrandX,
};

/**
 * The social media table (Facebook, Instagram, Twitter only, each once): a row is added after
 * the domain's check ('Please add name and URL', 'Invalid {Platform} URL', '{Platform} already
 * exists'); adding or removing saves the whole table.
 */
export function SocialMediaCard({ profile }: { profile: TAthleteProfile }) {
  const links = profile.socialMedia;
  const mutation = useSocialMediaMutation();
  const [name, setName] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = (next: TSocialLink[], after?: () => void) =>
    mutation.mutate(next, {
      onSuccess: (message) => {
        notifySaved(message);
        after?.();
      },
      onError: (e) => {
        setError(e.message);
        notifyFailed(e);
      },
    });

  const add = () => {
    const problem = checkSocialEntry(links, { name: name ?? '', url });
    setError(problem);
    if (problem) return;
    save([...links, { name: name as TSocialPlatform, url: url.trim() }], () => {
      setName(null);
      setUrl('');
    });
  };

  return (
    <ProfileCard title={t.socialTitle} icon={<IconShare size={22} aria-hidden />}>
      <Stack gap="md">
        {links.length === 0 ? (
          <Text c="dimmed">{t.socialEmpty}</Text>
        ) : (
          <Table className={classes.socialTable} verticalSpacing="xs" aria-label={t.socialTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.platformCol}>{t.socialPlatformLabel}</Table.Th>
                <Table.Th>{t.socialUrlLabel}</Table.Th>
                <Table.Th className={classes.actionCol}>
                  <VisuallyHidden>{t.socialActionsLabel}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.map((link) => {
                const Icon = ICONS[link.name];
                return (
                  <Table.Tr key={link.name}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Icon size={18} aria-hidden />
                        <Text size="sm" fw={600}>
                          {link.name}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        className={classes.wrap}
                      >
                        {link.url}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t.socialRemove} ${link.name}`}
                        disabled={mutation.isPending}
                        onClick={() => save(links.filter((l) => l.name !== link.name))}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        <form
          noValidate
          aria-label={t.socialAdd}
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Stack gap="xs">
            <Group gap="xs" align="flex-start" wrap="wrap">
              <Select
                label={t.socialPlatformLabel}
                data={[...SOCIAL_PLATFORMS]}
                value={name}
                onChange={(value) => {
                  setName(value);
                  setError(null);
                }}
                w={{ base: '100%', xs: 160 }}
                allowDeselect={false}
              />
              <TextInput
                label={t.socialUrlLabel}
                placeholder="https://"
                value={url}
                onChange={(event) => {
                  setUrl(event.currentTarget.value);
                  setError(null);
                }}
                style={{ flex: 1, minWidth: 200 }}
                error={Boolean(error)}
                aria-describedby={error ? 'social-error' : undefined}
              />
            </Group>
            {error && (
              <Text size="sm" c="red.8" role="alert" id="social-error">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                loading={mutation.isPending}
              >
                {t.socialAdd}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </ProfileCard>
  );
}
