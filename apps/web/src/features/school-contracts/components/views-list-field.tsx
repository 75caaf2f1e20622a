import {
  CONTRACT_VIEW_MAX,
  CONTRACT_VIEWS_MAX,
  schoolContractSigningMessages as t,
} from '@fhp/domain';
import { ActionIcon, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './school-contract.module.css';

/**
 * A list of views (Schedule B's allowed and restricted views): items with a remove button, and
 * a text box with Add (Enter adds too). Read-only, the list alone.
 */
export function ViewsListField({
  label,
  value,
  onChange,
  error,
  readOnly,
}: {
  label: string;
  value: string[];
  onChange?: (value: string[]) => void;
  error?: string;
  readOnly?: boolean;
}) {
  const [next, setNext] = useState('');
  const labelId = useId();
  const add = () => {
    const view = next.trim();
    if (!view || !onChange) return;
    if (!value.some((v) => v.toLowerCase() === view.toLowerCase())) onChange([...value, view]);
    setNext('');
  };
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" id={labelId}>
        {label}
      </Text>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noViews}
        </Text>
      ) : (
        <List aria-labelledby={labelId} spacing={2} size="sm">
          {value.map((view) => (
            <List.Item key={view}>
              <Group gap={4} wrap="nowrap">
                <span>{view}</span>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t.removeView(view)}
                    onClick={() => onChange?.(value.filter((v) => v !== view))}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {!readOnly && (
        <Group gap="xs" align="flex-start" wrap="nowrap" className={classes.noPrint}>
          <TextInput
            aria-label={`${label}: ${t.viewPlaceholder}`}
            placeholder={t.viewPlaceholder}
            value={next}
            maxLength={CONTRACT_VIEW_MAX}
            onChange={(event) => setNext(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            error={error}
            style={{ flex: 1 }}
            disabled={value.length >= CONTRACT_VIEWS_MAX}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            aria-label={`${t.addView}: ${label}`}
            disabled={value.length >= CONTRACT_VIEWS_MAX}
          >
            {t.addView}
          </Button>
        </Group>
      )}
      {readOnly && error && (
        <Text size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
