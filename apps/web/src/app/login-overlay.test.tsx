import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubSession } from '../test/fake-api';
import { logInAs, renderApp } from '../test/render-app';

const failedLogin = (reply: () => Response) => stubSession({ login: reply });

describe('login overlay', () => {
  it('shows a loader, not the form, while the first status check runs', async () => {
    stubSession();
    renderApp();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Username/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'VvE Portaal' })).toBeInTheDocument();
  });

  it('shows the title, the API host name and the form', async () => {
    stubSession();
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'VvE Portaal' })).toBeInTheDocument();
    expect(screen.getByText(window.location.host)).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('sends the form urlencoded with credentials, then closes on a good login', async () => {
    const fetchMock = stubSession();
    const { user } = renderApp();
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await logInAs(user, 'owner', 'demo1234');

    expect(await screen.findByRole('link', { name: 'Your properties' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    const loginCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(loginCall?.[1]).toMatchObject({ credentials: 'include', mode: 'cors', redirect: 'follow' });
    expect(Object.fromEntries(loginCall?.[1]?.body as URLSearchParams)).toEqual({
      username: 'owner',
      password: 'demo1234',
      'remember-me': 'true',
    });
  });

  it.each([
    [
      'a 404',
      () => json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' }),
      'Incorrect url',
    ],
    [
      'the bad-credentials redirect',
      () =>
        json(
          200,
          { error: true, reason: 'badCredentials' },
          { url: `${window.location.origin}/api/app/login?error=true&reason=badCredentials` },
        ),
      'Incorrect username/password',
    ],
    [
      'a 429 with Retry-After 90',
      () =>
        json(
          429,
          { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' },
          { headers: { 'Retry-After': '90' } },
        ),
      'Too many login attempts. Try again in 2 minutes.',
    ],
    [
      'a 429 with Retry-After 60',
      () =>
        json(
          429,
          { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' },
          { headers: { 'Retry-After': '60' } },
        ),
      'Too many login attempts. Try again in 1 minute.',
    ],
    [
      'a server error',
      () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Failure' }),
      'Something went wrong while logging in. Please try again.',
    ],
    [
      'an unreachable host',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Something went wrong while logging in. Please try again.',
    ],
  ])('alerts on %s', async (_, reply, alert) => {
    failedLogin(reply);
    const { user } = renderApp();
    await logInAs(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(alert);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('returns to the overlay at logout', async () => {
    const fetchMock = stubSession({ loggedIn: true });
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledWith(`${window.location.origin}/api/app/logout`, expect.anything());
    });
  });
});
