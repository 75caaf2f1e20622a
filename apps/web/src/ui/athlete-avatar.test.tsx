import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AthleteAvatar } from './athlete-avatar';

const show = (name: string, photoUrl: string | null) =>
  render(
    <MantineProvider>
      <AthleteAvatar name={name} photoUrl={photoUrl} />
    </MantineProvider>,
  );

describe('AthleteAvatar', () => {
  it("shows the athlete's photo when there is one", () => {
    show('Maya Chen', '/api/files/abc');
    expect(screen.getByRole('img', { name: 'Maya Chen' })).toHaveAttribute('src', '/api/files/abc');
  });

  it('draws a generated face for an athlete without a photo, the same for the same name', async () => {
    const first = show('Jordan Rivera', null);
    const face = await screen.findByRole('img', { name: 'Jordan Rivera' }, { timeout: 5000 });
    await expect.poll(() => face.getAttribute('src') ?? '').toMatch(/^data:image\/svg\+xml/);
    const src = face.getAttribute('src');
    first.unmount();

    show('Jordan Rivera', null);
    const again = await screen.findByRole('img', { name: 'Jordan Rivera' });
    await expect.poll(() => again.getAttribute('src')).toBe(src);
  });

  it('gives another name another face', async () => {
    show('Jordan Rivera', null);
    show('Ava Brooks', null);
    const jordan = await screen.findByRole('img', { name: 'Jordan Rivera' });
    const ava = await screen.findByRole('img', { name: 'Ava Brooks' });
    await expect.poll(() => jordan.getAttribute('src') ?? '').toMatch(/^data:/);
    await expect.poll(() => ava.getAttribute('src') ?? '').toMatch(/^data:/);
    expect(ava.getAttribute('src')).not.toBe(jordan.getAttribute('src'));
  });
});
