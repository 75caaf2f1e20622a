import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './row-actions.module.css';

/**
 * A table row's action buttons, right-aligned: each keeps its whole label and the group wraps
 * instead (on a phone they share the stacked card's width, `row-actions.module.css`).
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group
      gap={6}
      justify="flex-end"
      wrap="wrap"
      preventGrowOverflow={false}
      className={classes.group}
    >
      {children}
    </Group>
  );
}
