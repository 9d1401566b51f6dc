import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, refusalReply, stubSession, type StubbedRequest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const atLink = (search: string) => {
  window.history.replaceState(null, '', `/app/unsubscribe${search}`);
};

describe("an email's unsubscribe page", () => {
  it('unsubscribes without a login and names the kinds whose emails are off', async () => {
    const sent: StubbedRequest[] = [];
    stubSession(
      {},
      {
        'POST /api/app/notifications/unsubscribe': (request) => {
          sent.push(request);
          return json(200, { kinds: ['request-status', 'request-message'] });
        },
      },
    );
    atLink('?token=abc.def');
    const { user } = renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from emails' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You will no longer receive these emails.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(
      await screen.findByText(
        'You no longer receive emails about: Status changes of my requests and Messages on my requests',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(sent.map(({ url }) => url.searchParams.get('token'))).toEqual(['abc.def']);
    expect(String(sent[0]?.init?.body as URLSearchParams)).toBe('List-Unsubscribe=One-Click');
  });

  it('says when the link is not valid', async () => {
    stubSession(
      {},
      {
        'POST /api/app/notifications/unsubscribe': () => refusalReply('unsubscribeLinkNotValid'),
      },
    );
    atLink('?token=forged');
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says so at once for a link without a token', async () => {
    stubSession();
    atLink('');
    renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('offers to try again when the server fails', async () => {
    stubSession(
      {},
      {
        'POST /api/app/notifications/unsubscribe': () =>
          json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Failure' }),
      },
    );
    atLink('?token=abc');
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You could not be unsubscribed.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
