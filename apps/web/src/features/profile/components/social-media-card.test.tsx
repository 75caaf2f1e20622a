import { messages, profileTexts as t } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, field, mockApi, renderPage, setupUser } from '../../../test/render';
import { profileFixture, updated } from '../test-data';
import { SocialMediaCard } from './social-media-card';

const m = messages.profile;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard(answer: unknown = updated(m.socialUpdated, profileFixture())) {
  const spy = mockApi({ 'PUT /api/profile/social-media': answer });
  renderPage(<SocialMediaCard profile={profileFixture()} />);
  return spy;
}

async function addRow(platform: string | null, url: string) {
  const user = setupUser();
  if (platform) {
    await user.click(screen.getByLabelText(field(t.socialPlatformLabel), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: platform }));
  }
  const input = screen.getByLabelText(field(t.socialUrlLabel));
  await user.clear(input);
  if (url) {
    await user.click(input);
    await user.paste(url);
  }
  await user.click(screen.getByRole('button', { name: t.socialAdd }));
  return user;
}

describe('social media table', () => {
  it('lists the links and offers only Facebook, Instagram and Twitter', async () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'https://www.instagram.com/ana' })).toBeVisible();
    const user = setupUser();
    await user.click(screen.getByLabelText(field(t.socialPlatformLabel), { selector: 'input' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Facebook', 'Instagram', 'Twitter']);
  });

  // Every message of the rule (missing name or URL, each platform's URL, unknown platform) is
  // tested on ZSocialMediaUpdate in the domain; here, that the card checks the new row with it.
  it("checks the URL against the platform: 'Invalid Facebook URL'", async () => {
    const spy = renderCard();
    await addRow('Facebook', 'https://instagram.com/ana');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Facebook URL');
    expect(callsTo(spy, 'PUT /api/profile/social-media')).toHaveLength(0);
  });

  it("lists each platform once: 'Instagram already exists'", async () => {
    const spy = renderCard();
    await addRow('Instagram', 'https://instagram.com/other');
    expect(await screen.findByRole('alert')).toHaveTextContent('Instagram already exists');
    expect(callsTo(spy, 'PUT /api/profile/social-media')).toHaveLength(0);
  });

  it('adds a valid link, saving the whole table with its message', async () => {
    const spy = renderCard();
    await addRow('Twitter', 'https://x.com/ana');
    expect(await screen.findByText(m.socialUpdated)).toBeVisible();
    expect(callsTo(spy, 'PUT /api/profile/social-media')[0]?.body).toEqual({
      socialMedia: [
        { name: 'Instagram', url: 'https://www.instagram.com/ana' },
        { name: 'Twitter', url: 'https://x.com/ana' },
      ],
    });
    expect(screen.getByLabelText(field(t.socialUrlLabel))).toHaveValue('');
  });

  it('removes a link', async () => {
    const spy = renderCard();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: `${t.socialRemove} Instagram` }));
    expect(await screen.findByText(m.socialUpdated)).toBeVisible();
    expect(callsTo(spy, 'PUT /api/profile/social-media')[0]?.body).toEqual({ socialMedia: [] });
  });

  it("shows the server's message when it refuses", async () => {
    renderCard(apiError(400, 'VALIDATION_FAILED', 'Invalid Twitter URL'));
    await addRow('Twitter', 'https://x.com/ana');
    // Under the field and as a toast: two alerts (a single-alert query would wait for the toast
    // to close, 4 s).
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((a) => a.textContent?.includes('Invalid Twitter URL')),
      ).toHaveLength(2),
    );
  });
});
