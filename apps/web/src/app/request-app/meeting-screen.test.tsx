import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ballot } from '@vve/contract/calls/meeting-votes';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, refusalReply, type Reply } from '../../test/fake-api';
import { convenedMeeting, openBallot } from '../../test/meeting-data';
import { renderScreen } from '../../test/render-app';

/** The owner's meeting screen with their ballot, and more replies. */
const renderBallot = (ballot: Ballot, more: Record<string, Reply> = {}, meeting = convenedMeeting) =>
  renderScreen(
    '/meetings/7',
    {
      'GET /api/app/meetings/7': () => json(200, meeting),
      'GET /api/app/meetings/7/ballot': () => json(200, ballot),
      ...more,
    },
    { roles: ['owner'] },
  );

const UNIT = 'Kade 1 (U1, 2 votes)';

describe('request-app: a members’ meeting', () => {
  it('shows an owner when and where, a calendar file, and the agenda with its documents', async () => {
    renderScreen(
      '/meetings/7',
      { 'GET /api/app/meetings/7': () => json(200, convenedMeeting) },
      { roles: ['owner'] },
    );
    expect(await screen.findByText('VvE Het Anker')).toBeVisible();
    expect(screen.getByText('Buurthuis De Ark')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add to your calendar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/app\/meetings\/7\/calendar\.ics$/),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
    expect(screen.getByText('1. Opening')).toBeVisible();
    const documents = screen.getByRole('list', { name: 'Documents of item 2' });
    expect(within(documents).getByRole('link', { name: 'MJOP 2027-2036' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the view of item 2 in the 3D model' })).toHaveAttribute(
      'href',
      `/vve/1/project/3/?viewpointId=2f1c0b9e-5d4a-4c1e-9a7b-3e6f8d2c1a0b`,
    );
    expect(screen.queryByRole('button', { name: /Change item/ })).toBeNull();
  });

  it('casts the owner’s vote on a decision for their unit, once, and shows it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderBallot(openBallot, {
      'POST /api/app/agenda-items/72/votes': (request) => {
        sent.push(bodyOf(request));
        return json(200, {
          ...openBallot,
          items: [{ itemId: 72, votes: [{ unitId: 11, choice: 'against' }] }],
        });
      },
    });
    const vote = await screen.findByRole('radiogroup', { name: `Your vote for ${UNIT}` });
    expect(screen.getByRole('button', { name: 'Cast the vote' })).toBeDisabled();
    await user.click(within(vote).getByRole('radio', { name: 'Against' }));
    await user.click(screen.getByRole('button', { name: 'Cast the vote' }));
    expect(await screen.findByText(`Vote for ${UNIT}: Against`)).toBeVisible();
    expect(sent).toEqual([{ unitId: 11, choice: 'against' }]);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('says when voting opens, and who votes for a unit by proxy', async () => {
    renderBallot({
      ...openBallot,
      votingOpensOn: '2999-01-02',
      units: [
        ...openBallot.units,
        {
          unitId: 12,
          adres: 'Kade 2',
          indexNr: 'U2',
          votes: 1,
          own: true,
          owners: [{ id: 5, name: 'Olga Eigenaar' }],
          voter: null,
          proxy: { id: 5, holderName: 'Bram Mede', heldByYou: false },
        },
      ],
    });
    expect(await screen.findByText(/^Voting for Kade 1 \(U1, 2 votes\) opens on/)).toBeVisible();
    expect(screen.getByText('Bram Mede votes for Kade 2 (U2, 1 vote) by proxy.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cast the vote' })).toBeNull();
  });

  it('lets co-owners choose who casts their unit’s vote, and then leaves the vote and the proxy to that one', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const shared = (voter: Ballot['units'][number]['voter']): Ballot => ({
      ...openBallot,
      units: openBallot.units.map((unit) => ({
        ...unit,
        owners: [
          { id: 5, name: 'Olga Eigenaar' },
          { id: 9, name: 'Cas Hoek' },
        ],
        voter,
      })),
    });
    renderBallot(shared(null), {
      'PUT /api/app/meetings/7/voters': (request) => {
        sent.push(bodyOf(request));
        return json(200, shared({ id: 9, name: 'Cas Hoek', you: false }));
      },
    });
    const choice = await screen.findByRole('radiogroup', { name: `Who casts the vote for ${UNIT}` });
    expect(within(choice).getByRole('radio', { name: 'Any of us: the first vote counts' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save the choice' })).toBeDisabled();
    expect(screen.getByRole('radiogroup', { name: `Your vote for ${UNIT}` })).toBeVisible();
    await user.click(within(choice).getByRole('radio', { name: 'Cas Hoek' }));
    await user.click(screen.getByRole('button', { name: 'Save the choice' }));
    expect(sent).toEqual([{ unitId: 11, ownerId: 9 }]);
    const chosen = `Cas Hoek casts the vote for ${UNIT}, as its owners chose.`;
    expect(await screen.findAllByText(chosen)).toHaveLength(2);
    expect(screen.queryByRole('radiogroup', { name: `Your vote for ${UNIT}` })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give the proxy' })).toBeNull();
  });

  it('gives a proxy to someone the owner names, says why one is refused, and withdraws it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const given: Ballot = {
      ...openBallot,
      units: openBallot.units.map((unit) => ({
        ...unit,
        proxy: { id: 5, holderName: 'Piet Jansen', heldByYou: false },
      })),
    };
    renderBallot(openBallot, {
      'POST /api/app/meetings/7/proxies': (request) => {
        sent.push(bodyOf(request));
        return sent.length === 1 ? refusalReply('proxyLimit', { max: 2 }) : json(200, given);
      },
      'DELETE /api/app/meeting-proxies/5': () => json(200, openBallot),
    });
    expect(await screen.findByText(/One person holds at most 2 proxies for this meeting\./)).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: `Who holds the proxy for ${UNIT}` }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: `Who holds the proxy for ${UNIT}` })).toHaveValue(
      'Bram Mede',
    );
    await user.click(screen.getByRole('button', { name: 'Give the proxy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This person holds 2 proxies for this meeting already, as many as the rules allow.',
    );
    await user.click(screen.getByRole('combobox', { name: `Who holds the proxy for ${UNIT}` }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: `Who holds the proxy for ${UNIT}` })).toHaveValue(
      'Someone else',
    );
    await user.type(screen.getByRole('textbox', { name: 'Their full name' }), 'Piet Jansen');
    await user.click(screen.getByRole('button', { name: 'Give the proxy' }));
    expect(await screen.findByText(`Piet Jansen holds the proxy for ${UNIT}.`)).toBeVisible();
    expect(sent).toEqual([
      { unitId: 11, holder: { ownerId: 8 } },
      { unitId: 11, holder: { name: 'Piet Jansen' } },
    ]);
    await user.click(screen.getByRole('button', { name: `Withdraw the proxy for ${UNIT}` }));
    expect(await screen.findByRole('button', { name: 'Give the proxy' })).toBeVisible();
  });

  it('shows a closed decision’s result', async () => {
    renderBallot(
      { ...openBallot, items: [{ itemId: 72, votes: [{ unitId: 11, choice: 'for' }] }] },
      {},
      {
        ...convenedMeeting,
        items: convenedMeeting.items.map((item) =>
          item.id !== 72
            ? item
            : {
                ...item,
                result: {
                  for: 6,
                  against: 1,
                  abstained: 3,
                  cast: 7,
                  present: 10,
                  total: 10,
                  quorumNeeded: 7,
                  outcome: 'adopted',
                  closedAt: '2099-03-01T20:00:00.000Z',
                },
              },
        ),
      },
    );
    expect(await screen.findByText('Carried')).toBeVisible();
    expect(screen.getByText('6 votes for, 1 against, 3 abstained')).toBeVisible();
    expect(screen.getByText('10 of 10 votes present or represented; 7 needed')).toBeVisible();
    expect(await screen.findByText(`Vote for ${UNIT}: For`)).toBeVisible();
  });

  it('says so when the meeting is not the owner’s', async () => {
    renderScreen(
      '/meetings/8',
      { 'GET /api/app/meetings/8': () => refusalReply('notFound', { what: 'Meeting' }) },
      {
        roles: ['owner'],
      },
    );
    expect(await screen.findByText('This meeting was not found.')).toBeVisible();
  });

  it('is not a screen of a tenant', async () => {
    renderScreen('/meetings/7', {}, { roles: ['tenant'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
