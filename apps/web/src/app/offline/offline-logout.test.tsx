import { REQUEST_APP } from '@vve/contract/enums';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../lib/offline/outbox';
import { offlineOwner } from '../../lib/offline/sync-state';
import { stubSession, TEST_PERSON_ID } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const owner = String(TEST_PERSON_ID);

/** A request of the logged-in person that the server refused, so that it stays on the device through the runs. */
const keepRefusedRequest = async (description: string, who = owner) => {
  const { key } = await outbox.add(
    {
      key: `${who}-${description}`,
      owner: who,
      kind: 'request',
      createdAt: '2026-11-24T10:00:00.000Z',
      payload: { body: { omschrijving: description } },
    },
    [],
  );
  await outbox.update(key, { refusal: { status: 404, message: 'Complex not found' } });
};

describe('changes kept on the device', () => {
  it("shows the person's own changes only, and asks before a logout, which keeps them for that person", async () => {
    await keepRefusedRequest('Lekkage in de kelder');
    await keepRefusedRequest('Iemand anders', '99');
    stubSession({ loggedIn: true, appType: REQUEST_APP, roles: ['owner'] });
    const { user } = renderApp();

    await user.click(await screen.findByRole('button', { name: '1 change could not be sent' }));
    const panel = await screen.findByRole('dialog', { name: 'Changes on this device' });
    expect(within(panel).getByText('Request: Lekkage in de kelder')).toBeInTheDocument();
    expect(within(panel).getByText('The server refused this change: Complex not found')).toBeInTheDocument();
    expect(within(panel).queryByText('Request: Iemand anders')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const question = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent(
      '1 change has not been sent yet. It stays on this device and is sent when you log in here again. Log out?',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('link', { name: 'Your properties' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Log out',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => {
      expect(offlineOwner.read()).toBeUndefined();
    });
    expect((await outbox.list(owner)).map((change) => change.key)).toEqual([`${owner}-Lekkage in de kelder`]);
  });
});
