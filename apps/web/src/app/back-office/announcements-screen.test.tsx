import { screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_KEY_HEADER } from '@vve/contract/define-call';
import { describe, expect, it } from 'vitest';
import { liftAnnouncement, scaffoldingAnnouncement } from '../../test/announcement-data';
import { bodyOf, json, refusalReply, type Reply, type StubbedRequest } from '../../test/fake-api';
import { renderScreen } from '../../test/render-app';

const replies = (more: Record<string, Reply> = {}) => ({
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
  'GET /api/app/office/complexes': () =>
    json(200, [
      { id: 1, naam: 'VvE Het Anker' },
      { id: 2, naam: 'VvE De Linde' },
    ]),
  'GET /api/app/office/announcements': () => json(200, [liftAnnouncement, scaffoldingAnnouncement]),
  ...more,
});

const renderAnnouncements = (more: Record<string, Reply> = {}) =>
  renderScreen('/office/announcements', replies(more), { roles: ['administrator'] });

const openDialog = async (user: ReturnType<typeof renderAnnouncements>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Write an announcement' }, { timeout: 8000 }));
  return within(await screen.findByRole('dialog', { name: 'Write an announcement' }));
};

// The back office loads lazily on first use: more time than the default.
describe('back office: announcements', { timeout: 20_000 }, () => {
  it('lists the announcements with whom they went to, and withdraws one after a yes', async () => {
    let withdrawn: string | undefined;
    const { user } = renderAnnouncements({
      'DELETE /api/app/office/announcements/30': ({ url }) => {
        withdrawn = url.pathname;
        return json(200, { id: 30 });
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Announcements' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Announcements' })).toHaveAttribute('aria-current', 'page');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [lift, scaffolding] = cards as [HTMLElement, HTMLElement];
    expect(within(lift).getByText('All residents · VvE Het Anker')).toBeVisible();
    expect(within(lift).getByText(/Pinned until/)).toBeVisible();
    expect(within(scaffolding).getByText('Owners only · VvE Het Anker, VvE De Linde')).toBeVisible();

    await user.click(within(scaffolding).getByRole('button', { name: 'Withdraw Steigers volgende week' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('Withdraw “Steigers volgende week”? Nobody reads it any more.')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(withdrawn).toBe('/api/app/office/announcements/30');
    });
  });

  it('publishes an announcement to the owners of the complexes chosen, once, with its draft key', async () => {
    const sent: StubbedRequest[] = [];
    const { user } = renderAnnouncements({
      'POST /api/app/office/announcements': (request) => {
        sent.push(request);
        return json(200, scaffoldingAnnouncement);
      },
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(dialog.getByText('Choose at least one complex.')).toBeVisible();
    expect(dialog.getByText('Give the announcement a title.')).toBeVisible();
    expect(dialog.getByText('Write the announcement.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(dialog.getByLabelText(/^Complexes/), 'Linde{ArrowDown}{Enter}');
    await user.click(dialog.getByRole('radio', { name: 'Owners only' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), '  Steigers volgende week ');
    await user.type(dialog.getByRole('textbox', { name: 'Text' }), 'Van maandag tot en met vrijdag.');
    await user.type(dialog.getByLabelText('Pinned until'), '2026-12-31');
    await user.click(dialog.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('The announcement has been published.')).toBeVisible();
    expect(sent.map(bodyOf)).toEqual([
      {
        complexIds: [2],
        audience: 'owners',
        title: 'Steigers volgende week',
        text: 'Van maandag tot en met vrijdag.',
        pinnedUntil: '2026-12-31',
        photoIds: [],
      },
    ]);
    const headers = new Headers(sent[0]?.init?.headers);
    expect(headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('says why an announcement to an archived complex is not published, and keeps what was written', async () => {
    const { user } = renderAnnouncements({
      'POST /api/app/office/announcements': () => refusalReply('complexArchived'),
    });
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText(/^Complexes/), 'Anker{ArrowDown}{Enter}');
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Schoonmaak');
    await user.type(dialog.getByRole('textbox', { name: 'Text' }), 'Dinsdag wordt het trappenhuis gedaan.');
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(
      await dialog.findByText('This complex is archived. Take it back into use to change it.'),
    ).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Schoonmaak');
  });
});
