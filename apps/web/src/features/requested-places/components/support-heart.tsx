import type { TPlaceRequestItem } from '@fhp/domain';
import { type PlaceKind, placesTexts as t } from '@fhp/domain';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { notifyFailed } from '../../../ui/notify';
import { useToggleSupport } from '../api/requested-places-api';

/** The heart: a toggle (aria-pressed) whose number is the count of supporters. */
export function SupportHeart({ kind, item }: { kind: PlaceKind; item: TPlaceRequestItem }) {
  const toggle = useToggleSupport(kind);
  const name = kind === 'city' ? `${item.city}, ${item.state}` : `${item.sport}, ${item.college}`;
  const onClick = () =>
    toggle.mutate(
      { id: item.id, supported: !item.supportedByMe, support: item.support },
      {
        onSuccess: (state) =>
          notifications.show({
            color: state.supportedByMe ? 'green' : 'gray',
            message: state.supportedByMe ? t.supportAdded : t.supportRemoved,
          }),
        onError: (error) => notifyFailed(error.message),
      },
    );
  return (
    <Button
      variant={item.supportedByMe ? 'light' : 'subtle'}
      color={item.supportedByMe ? 'red' : 'gray.8'}
      size="compact-md"
      radius="xl"
      aria-pressed={item.supportedByMe}
      aria-label={t.supportFor(name, item.support)}
      disabled={toggle.isPending}
      onClick={onClick}
      leftSection={
        item.supportedByMe ? (
          <IconHeartFilled size={20} aria-hidden />
        ) : (
          <IconHeart size={20} aria-hidden />
        )
      }
    >
      {item.support}
    </Button>
  );
}
