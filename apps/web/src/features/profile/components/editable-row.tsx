import { editLabel } from '@fhp/domain';
import { ActionIcon, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { HoverTooltip } from '../../../ui/hover-tooltip';
import { FieldView } from './field-view';
import classes from './profile.module.css';

/**
 * One profile field that toggles between view and edit (spec section 4): the value with an
 * Edit button, or the field's own editor, which closes itself after its save or cancel.
 */
export function EditableRow({
  label,
  value,
  editor,
}: {
  label: string;
  value: ReactNode;
  editor: (close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Group className={classes.row} gap="sm" wrap="nowrap" align="flex-start">
      {editing ? (
        <div className={classes.editor}>{editor(() => setEditing(false))}</div>
      ) : (
        <>
          <FieldView label={label} value={value} />
          <HoverTooltip label={editLabel(label)} openDelay={400}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={editLabel(label)}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </HoverTooltip>
        </>
      )}
    </Group>
  );
}

/** A read-only field in the same row layout as the editable ones. */
export function ReadOnlyRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group className={classes.row} gap="sm" wrap="nowrap">
      <FieldView label={label} value={value} />
    </Group>
  );
}
