import { screen, waitFor, within } from '@testing-library/react';
import type { AgendaItemPayload, Meeting } from '@vve/contract/calls/meetings';
import { describe, expect, it } from 'vitest';
import { libraryDocuments } from '../../test/document-data';
import { bodyOf, json, refusalReply, type Reply } from '../../test/fake-api';
import { convenedMeeting, meetingCount, preparedMeeting } from '../../test/meeting-data';
import { renderScreen } from '../../test/render-app';

const replies = (meeting: Meeting, more: Record<string, Reply> = {}) => ({
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
  'GET /api/app/office/meetings/7': () => json(200, meeting),
  'GET /api/app/office/complexes/1/documents': () => json(200, libraryDocuments),
  ...more,
});

const renderMeeting = (meeting: Meeting, more: Record<string, Reply> = {}) =>
  renderScreen('/office/meetings/7', replies(meeting, more), { roles: ['administrator'] });

const heading = () =>
  screen.findByRole('heading', { level: 1, name: /^Members’ meeting of VvE Het Anker/ }, { timeout: 8000 });

// The back office loads lazily on first use: more time than the default.
describe('back office: a members’ meeting', { timeout: 20_000 }, () => {
  it('shows its details and numbered agenda, each decision with its rule and documents', async () => {
    renderMeeting(preparedMeeting);
    await heading();
    expect(screen.getByText('Buurthuis De Ark')).toBeVisible();
    expect(screen.getByText('Ada Beheer')).toBeVisible();
    expect(screen.getByText('2. Vaststellen onderhoudsplan')).toBeVisible();
    expect(screen.getByText('For a decision')).toBeVisible();
    expect(screen.getByText('Adopts the maintenance plan')).toBeVisible();
    expect(
      screen.getByText('At least 2/3 of the votes cast; 2/3 of all votes present or represented'),
    ).toBeVisible();
    const documents = screen.getByRole('list', { name: 'Documents of item 2' });
    expect(within(documents).getByRole('link', { name: 'MJOP 2027-2036' })).toHaveAttribute(
      'href',
      expect.stringContaining('/file/download/40/'),
    );
  });

  it('shows an item’s view of the 3D model, and removes it while the meeting is prepared', async () => {
    let removed = false;
    const { user } = renderMeeting(preparedMeeting, {
      'DELETE /api/app/office/agenda-items/72/viewpoint': () => {
        removed = true;
        return json(200, {
          ...preparedMeeting,
          items: preparedMeeting.items.map((item) => ({ ...item, viewpoint: null })),
        });
      },
    });
    await heading();
    expect(screen.getByRole('link', { name: 'Open the view of item 2 in the 3D model' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove the view of item 2' }));
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Open the view of item 2 in the 3D model' })).toBeNull();
    });
    expect(removed).toBe(true);
  });

  it('adds a decision item with a qualified majority and a document of the library', async () => {
    let sent: AgendaItemPayload | undefined;
    const { user } = renderMeeting(preparedMeeting, {
      'POST /api/app/office/meetings/7/items': (request) => {
        sent = bodyOf(request) as AgendaItemPayload;
        return json(200, preparedMeeting);
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an item' }));
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(dialog.getByText('An agenda item needs a title.')).toBeVisible();
    expect(sent).toBeUndefined();

    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Vervanging dakbedekking');
    await user.click(dialog.getByRole('radio', { name: 'For a decision' }));
    await user.click(dialog.getByLabelText(/^Majority/));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(dialog.getByLabelText(/^Majority/)).toHaveValue('3/4');
    await user.type(dialog.getByLabelText(/^Documents/), 'Jaarrekening{ArrowDown}{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(sent).toEqual({
        title: 'Vervanging dakbedekking',
        explanation: '',
        kind: 'decision',
        rule: { majority: { atLeast: { numerator: 3, denominator: 4 } }, quorum: null },
        adoptsPlan: false,
        documentIds: [42],
      });
    });
  });

  it('warns of short notice, convenes the owners, and says why a convocation is refused', async () => {
    const soon = { ...preparedMeeting, startsAt: new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString() };
    let convened = 0;
    const { user } = renderMeeting(soon, {
      'POST /api/app/office/meetings/7/convocation': () => {
        convened += 1;
        return convened === 1
          ? refusalReply('meetingWithoutVenue')
          : json(200, { ...convenedMeeting, startsAt: soon.startsAt });
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Convene the owners' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Convene the owners' }));
    expect(
      dialog.getByText('Less than 15 days away: owners must be convened at least 15 days before a meeting.'),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Send the convocation' }));
    expect(
      await dialog.findByText('Give the meeting a place or an online link before convening the owners.'),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Send the convocation' }));
    expect(await screen.findByText('The owners have been convened.')).toBeVisible();
    expect(await screen.findByText(/^The owners were convened on/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add an item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change item 1' })).toBeNull();
  });

  it('records who is present and paper votes, and closes a decision’s vote', async () => {
    const sent: Record<string, unknown[]> = { attendance: [], paper: [], closure: [] };
    const closed = {
      ...meetingCount,
      items: meetingCount.items.map((item) => ({ ...item, closed: true })),
    };
    const { user } = renderMeeting(convenedMeeting, {
      'GET /api/app/office/meetings/7/count': () => json(200, sent.closure?.length ? closed : meetingCount),
      'PUT /api/app/office/meetings/7/attendance': (request) => {
        sent.attendance?.push(bodyOf(request));
        return json(200, meetingCount);
      },
      'POST /api/app/office/agenda-items/72/votes': (request) => {
        sent.paper?.push(bodyOf(request));
        return json(200, meetingCount);
      },
      'POST /api/app/office/agenda-items/72/closure': () => {
        sent.closure?.push(true);
        return json(200, closed);
      },
    });
    await heading();
    const present = within(await screen.findByRole('group', { name: 'Present or represented' }));
    expect(present.getByRole('checkbox', { name: 'Kade 1 (U1, 2 votes)' })).toBeChecked();
    expect(present.getByText('Bram Mede · proxy: Piet Jansen')).toBeVisible();
    await user.click(present.getByRole('checkbox', { name: 'Kade 2 (U2, 3 votes)' }));
    await user.click(screen.getByRole('button', { name: 'Save who is present' }));
    await waitFor(() => {
      expect(sent.attendance).toEqual([{ unitIds: [11, 12] }]);
    });

    expect(screen.getByText('Votes so far: 1 unit')).toBeVisible();
    expect(screen.getByText('2 votes for, 0 against, 0 abstained')).toBeVisible();
    expect(screen.getByText('2 of 5 votes present or represented; 4 needed')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Record paper votes on item 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Paper votes on item 2' }));
    // Kade 1 voted in the app: only Kade 2 is left to record.
    expect(dialog.queryByRole('combobox', { name: 'Kade 1 (U1, 2 votes)' })).toBeNull();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Kade 2 (U2, 3 votes)' }), 'Abstain');
    await user.click(dialog.getByRole('button', { name: 'Record the votes' }));
    await waitFor(() => {
      expect(sent.paper).toEqual([{ votes: [{ unitId: 12, choice: 'abstain' }] }]);
    });

    await user.click(screen.getByRole('button', { name: 'Close the vote on item 2' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(confirm.getByText(/the maintenance plan’s draft is adopted today/)).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Close the vote' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Close the vote on item 2' })).toBeNull();
    });
    expect(sent.closure).toEqual([true]);
  });

  it('writes the minutes of an item and sends their draft to the owners, warning when it is late', async () => {
    const held = { ...convenedMeeting, startsAt: '2026-01-05T18:30:00.000Z' };
    const sent: unknown[] = [];
    const { user } = renderMeeting(held, {
      'GET /api/app/office/meetings/7/count': () => json(200, meetingCount),
      'PUT /api/app/office/agenda-items/72/minutes': (request) => {
        sent.push(bodyOf(request));
        const { text } = bodyOf(request) as { text: string };
        return json(200, {
          ...held,
          items: held.items.map((item) => (item.id === 72 ? { ...item, minutes: text } : item)),
        });
      },
      'POST /api/app/office/meetings/7/minutes-draft': () =>
        json(200, { ...held, minutes: { sentAt: '2026-02-01T10:00:00.000Z', adoptedOn: null } }),
    });
    await heading();
    expect(
      screen.getByText(
        'More than 14 days after the meeting: the owners should have the draft within 14 days.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Write the minutes of item 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Minutes of item 2' }));
    await user.type(dialog.getByRole('textbox', { name: 'Vaststellen onderhoudsplan' }), 'Aangenomen.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Aangenomen.')).toBeVisible();
    expect(sent).toEqual([{ text: 'Aangenomen.' }]);
    await user.click(screen.getByRole('button', { name: 'Send the draft to the owners' }));
    expect(await screen.findByText(/^The draft was sent to the owners on/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark the minutes adopted' })).toBeVisible();
  });
});
