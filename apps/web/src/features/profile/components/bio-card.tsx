import { ATHLETE_BIO_MAX_LENGTH, type TAthleteProfile, profileTexts as t } from '@fhp/domain';
import { Text, Textarea } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { EditableRow } from './editable-row';
import { EditorForm, useSaveField } from './field-editor';
import classes from './profile.module.css';
import { ProfileCard } from './profile-card';

/** Counted as the server and the database count: by character, not by UTF-16 unit. */
const lengthOf = (text: string) => [...text.trim()].length;

/** The bio fans read on the public page: plain text, line breaks kept, at most 500 characters. */
export function BioCard({ profile: p }: { profile: TAthleteProfile }) {
  return (
    <ProfileCard title={t.aboutTitle} icon={<IconUserCircle size={22} aria-hidden />}>
      <EditableRow
        label={t.bioLabel}
        value={p.bio ? <span className={classes.bio}>{p.bio}</span> : null}
        editor={(close) => <BioEditor initial={p.bio ?? ''} close={close} />}
      />
    </ProfileCard>
  );
}

function BioEditor({ initial, close }: { initial: string; close: () => void }) {
  const [value, setValue] = useState(initial);
  const { save, error, clearError, pending } = useSaveField('bio', close);
  const length = lengthOf(value);
  const over = length > ATHLETE_BIO_MAX_LENGTH;
  return (
    <EditorForm label={t.bioLabel} onSave={() => save(value)} onCancel={close} pending={pending}>
      <Textarea
        label={t.bioLabel}
        description={t.bioHint}
        placeholder={t.bioPlaceholder}
        value={value}
        // A fixed height the athlete may stretch: autosize would measure on every keystroke.
        rows={6}
        resize="vertical"
        data-autofocus
        autoFocus
        onChange={(event) => {
          setValue(event.currentTarget.value);
          clearError();
        }}
        error={error}
      />
      <Text size="xs" ta="right" c={over ? 'red.8' : 'dimmed'} fw={over ? 700 : 400}>
        {t.bioCounter(length, ATHLETE_BIO_MAX_LENGTH)}
      </Text>
    </EditorForm>
  );
}
