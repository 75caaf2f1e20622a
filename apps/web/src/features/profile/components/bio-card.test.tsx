import {
  ATHLETE_BIO_MAX_LENGTH,
  editLabel,
  messages,
  saveLabel,
  profileTexts as t,
} from '@fhp/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, field, mockApi, renderPage, setupUser } from '../../../test/render';
import { profileFixture, updated } from '../test-data';
import { BioCard } from './bio-card';

const m = messages.profile;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard(bio: string | null = null) {
  const spy = mockApi({
    'PATCH /api/profile': updated(m.profileUpdated, profileFixture({ bio: 'Saved bio' })),
  });
  renderPage(<BioCard profile={profileFixture({ bio })} />);
  return spy;
}

describe('bio card', () => {
  it('counts the characters and refuses more than the limit before sending anything', async () => {
    const spy = renderCard();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: editLabel(t.bioLabel) }));
    const box = screen.getByLabelText(field(t.bioLabel));
    expect(screen.getByText(t.bioCounter(0, ATHLETE_BIO_MAX_LENGTH))).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(ATHLETE_BIO_MAX_LENGTH + 1) } });
    expect(
      screen.getByText(t.bioCounter(ATHLETE_BIO_MAX_LENGTH + 1, ATHLETE_BIO_MAX_LENGTH)),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: saveLabel(t.bioLabel) }));
    expect(await screen.findByText(m.bioTooLong)).toBeInTheDocument();
    expect(callsTo(spy, 'PATCH /api/profile')).toHaveLength(0);
  });

  it('saves the bio with its line breaks', async () => {
    const spy = renderCard('Old bio');
    expect(screen.getByText('Old bio')).toBeVisible();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: editLabel(t.bioLabel) }));
    const box = screen.getByLabelText(field(t.bioLabel));
    fireEvent.change(box, { target: { value: 'Line one\nLine two' } });
    await user.click(screen.getByRole('button', { name: saveLabel(t.bioLabel) }));
    await waitFor(() =>
      expect(callsTo(spy, 'PATCH /api/profile').map((c) => c.body)).toEqual([
        { field: 'bio', value: 'Line one\nLine two' },
      ]),
    );
  });
});
