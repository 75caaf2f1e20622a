import { type TMemento, mementosMessages as t } from '@fhp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  field,
  mockApi,
  renderPage,
  TEST_ATHLETE,
  TEST_ATHLETE_SUMMARY,
  typeAtOnce,
} from '../../../test/render';
import { upload } from '../../../test/upload-mock';
import MementosPage from './mementos-page';

afterEach(() => {
  vi.unstubAllGlobals();
  upload.postMultipart.mockReset();
});

const MEMENTO: TMemento = {
  id: '00000000-0000-4000-8000-0000000000c1',
  title: 'Senior night',
  description: 'The last home game.',
  priceCents: 2500,
  licenseWeeks: 6,
  isGameVideo: true,
  imageUrl: '/files/memento.png',
  videoUrl: null,
  managerEmail: null,
  managerRating: null,
  sold: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderScreen(routes: Record<string, unknown> = {}) {
  const spy = mockApi({
    'GET /api/intros': { seen: ['mementos'] },
    'GET /api/mementos': { items: [], nextCursor: null },
    ...routes,
  });
  const result = renderPage(<MementosPage />, {
    route: '/admin/add-mementos',
    path: 'admin/add-mementos',
    user: TEST_ATHLETE,
    athlete: TEST_ATHLETE_SUMMARY,
  });
  return { spy, ...result };
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('mementos editor', () => {
  it('shows the tips; Continue opens the in-app list (no external site)', async () => {
    let seen: string[] = [];
    const { user, spy } = renderScreen({
      'GET /api/intros': () => ({ seen }),
      'PUT /api/intros/mementos': () => {
        seen = ['mementos'];
        return { seen };
      },
    });
    for (const tip of t.tips) expect(await screen.findByText(tip)).toBeVisible();
    expect(screen.queryByRole('link', { name: new RegExp(t.continue) })).toBeNull();
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText(t.empty)).toBeVisible();
    expect(callsTo(spy, 'PUT /api/intros/mementos')).toHaveLength(1);
  });

  it('lists mementos with price, license weeks, sales and the game-video mark', async () => {
    renderScreen({ 'GET /api/mementos': { items: [MEMENTO], nextCursor: null } });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    expect(within(table).getByText('Senior night')).toBeVisible();
    expect(within(table).getByText('$25.00')).toBeVisible();
    expect(within(table).getByText(t.weeks(6))).toBeVisible();
    expect(within(table).getByText(t.gameVideoBadge)).toBeVisible();
    expect(within(table).getByRole('button', { name: /Manager Rating/ })).toBeDisabled();
  });

  it('checks the form, then publishes with the image and the data the server expects', async () => {
    upload.postMultipart.mockResolvedValue({ memento: MEMENTO, message: t.published });
    const { user } = renderScreen();
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(),
    );
    await user.click(await screen.findByRole('button', { name: t.create }));
    const dialog = await screen.findByRole('dialog', { name: t.create });
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await within(dialog).findByText(t.titleRequired)).toBeVisible();
    expect(within(dialog).getByText(t.invalidPrice)).toBeVisible();
    expect(within(dialog).getByText(t.imageRequired)).toBeVisible();
    expect(upload.postMultipart).not.toHaveBeenCalled();

    await typeAtOnce(user, within(dialog).getByLabelText(field(t.fields.title)), 'Senior night');
    await typeAtOnce(
      user,
      within(dialog).getByLabelText(field(t.fields.description)),
      'The last home game.',
    );
    await typeAtOnce(user, within(dialog).getByLabelText(field(t.fields.price)), '25');
    const weeks = within(dialog).getByLabelText(field(t.fields.licenseWeeks));
    await user.clear(weeks);
    await typeAtOnce(user, weeks, '6');
    await user.click(within(dialog).getByRole('checkbox', { name: t.fields.isGameVideo }));
    const file = dialog.querySelector('input[type="file"]');
    await user.upload(file as HTMLInputElement, png('moment.png'));
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await screen.findByText(t.published)).toBeVisible();
    const [, form] = upload.postMultipart.mock.calls[0] as [unknown, FormData];
    expect(JSON.parse(String(form.get('data')))).toEqual({
      title: 'Senior night',
      description: 'The last home game.',
      priceCents: 2500,
      licenseWeeks: 6,
      isGameVideo: true,
      videoUrl: '',
      managerEmail: '',
    });
    expect(form.get('image')).toBeInstanceOf(File);
  }, 60_000);

  it('shows the server’s refusal of a game video without the school’s IP contract', async () => {
    const { ApiError } = await import('../../../lib/api-client');
    upload.postMultipart.mockRejectedValue(new ApiError(409, 'CONFLICT', t.gameVideoNeedsIp));
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: t.create }));
    const dialog = await screen.findByRole('dialog', { name: t.create });
    await typeAtOnce(user, within(dialog).getByLabelText(field(t.fields.title)), 'Tape');
    await typeAtOnce(user, within(dialog).getByLabelText(field(t.fields.description)), 'Game');
    await typeAtOnce(user, within(dialog).getByLabelText(field(t.fields.price)), '10');
    await user.click(within(dialog).getByRole('checkbox', { name: t.fields.isGameVideo }));
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      png('tape.png'),
    );
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.gameVideoNeedsIp);
  }, 60_000);

  it('edits only the words, price and manager (PUT), never another field', async () => {
    const { user, spy } = renderScreen({
      'GET /api/mementos': { items: [MEMENTO], nextCursor: null },
      [`PUT /api/mementos/${MEMENTO.id}`]: { memento: MEMENTO, message: t.updated },
    });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    await user.click(within(table).getByRole('button', { name: t.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.edit });
    expect(within(dialog).getByText(t.fixedAfterPublish)).toBeVisible();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(callsTo(spy, `PUT /api/mementos/${MEMENTO.id}`).map((c) => c.body)).toEqual([
        {
          title: 'Senior night',
          description: 'The last home game.',
          priceCents: 2500,
          managerEmail: '',
        },
      ]),
    );
  });
});
