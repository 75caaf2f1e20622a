import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setupUser } from '../test/render';

async function renderWithOverlays() {
  // renderPage already mounts RouteProviders (and with it the overlays) around `ui`.
  const result = renderPage(
    <button
      type="button"
      onClick={() =>
        modals.openConfirmModal({
          title: 'Are you sure?',
          children: 'You want to logout.',
          labels: { confirm: 'Logout', cancel: 'Cancel' },
        })
      }
    >
      Logout
    </button>,
  );
  // The overlays load lazily after the first paint.
  await waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());
  return result;
}

describe('overlays', () => {
  it('opens a confirm modal through the modals API', async () => {
    await renderWithOverlays();
    await setupUser().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You want to logout.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('shows a toast through the notifications API', async () => {
    await renderWithOverlays();
    act(() => {
      notifications.show({ message: 'Saved.' });
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });
});
