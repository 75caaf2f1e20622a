import { messages, profileTexts as t } from '@fhp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, renderPage, setupUser } from '../../../test/render';
import { profileFixture, updated } from '../test-data';
import { TeammatesCard } from './teammates-card';

const m = messages.profile;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard(answer: unknown, teammates: number[] = []) {
  const spy = mockApi({ 'PUT /api/profile/teammates': answer });
  renderPage(<TeammatesCard profile={profileFixture({ promotedTeammates: teammates })} />);
  return spy;
}

const idInput = (n: number) => screen.getByLabelText(`${t.teammateIdLabel} ${n}`);

async function openDialog() {
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: t.teammatesButton }));
  const dialog = await screen.findByRole('dialog', { name: m.teammatesDialogTitle });
  return { user, dialog };
}

describe('teammates', () => {
  it('lists the recommended teammates, or says there are none', () => {
    renderCard(null, [1002, 1003]);
    const list = screen.getByRole('list', { name: t.teammatesTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Athlete ID 1002', 'Athlete ID 1003']);
  });

  it('checks each ID with the domain rules before sending', async () => {
    const spy = renderCard(null);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(m.teammateRequired)).toBeVisible();
    await user.type(idInput(1), '12a');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(m.teammateNotNumber)).toBeVisible();
    await user.clear(idInput(1));
    await user.type(idInput(1), '1002');
    await user.click(within(dialog).getByRole('button', { name: t.teammateAdd }));
    await user.type(idInput(2), '1002');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(m.teammateDuplicate)).toBeVisible();
    expect(callsTo(spy, 'PUT /api/profile/teammates')).toHaveLength(0);
  });

  it('takes at most 3 IDs', async () => {
    renderCard(null);
    const { user, dialog } = await openDialog();
    const add = within(dialog).getByRole('button', { name: t.teammateAdd });
    await user.click(add);
    await user.click(add);
    expect(idInput(3)).toBeVisible();
    expect(add).toBeDisabled();
  });

  it('saves the IDs with its message', async () => {
    const spy = renderCard(
      updated(m.profileUpdated, profileFixture({ promotedTeammates: [1002] })),
    );
    const { user, dialog } = await openDialog();
    await user.type(idInput(1), '1002');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(m.profileUpdated)).toBeVisible();
    expect(callsTo(spy, 'PUT /api/profile/teammates')[0]?.body).toEqual({ teammates: ['1002'] });
  });

  it("shows the server's message at the unknown ID", async () => {
    renderCard(
      apiError(400, 'VALIDATION_FAILED', 'Invalid', { 'teammates.1': m.teammateUnknown }),
      [1002],
    );
    const { user, dialog } = await openDialog();
    expect(idInput(1)).toHaveValue('1002');
    await user.click(within(dialog).getByRole('button', { name: t.teammateAdd }));
    await user.type(idInput(2), '9999');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(m.teammateUnknown)).toBeVisible();
    expect(idInput(2)).toHaveAccessibleDescription(m.teammateUnknown);
  });
});
