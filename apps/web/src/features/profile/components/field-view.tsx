import { profileTexts as t } from '@fhp/domain';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './profile.module.css';

/** A label above its value; an empty value reads 'Not set'. */
export function FieldView({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Stack gap={2} miw={0} className={classes.fieldView}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text
        component="div"
        fw={empty ? 400 : 600}
        c={empty ? 'dimmed' : undefined}
        className={classes.wrap}
      >
        {empty ? t.notSet : value}
      </Text>
    </Stack>
  );
}
