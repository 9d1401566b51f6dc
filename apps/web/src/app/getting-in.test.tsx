import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, refusalReply, stubSession } from '../test/fake-api';
import { calledPaths, renderApp, renderScreen } from '../test/render-app';

const linkNotValid = () => refusalReply('linkNotValid');

describe("'Forgot password?' on the login overlay", () => {
  it('checks the address, sends it, and says the same whatever the answer', async () => {
    const sent: unknown[] = [];
    stubSession(
      {},
      {
        'POST /api/app/password/forgot': (request) => {
          sent.push(bodyOf(request));
          return json(200, { sent: true });
        },
      },
    );
    window.history.replaceState(null, '', '/app/');
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password?' });
    await user.type(within(dialog).getByLabelText(/Email address/), 'geen adres');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Email address/));
    await user.type(within(dialog).getByLabelText(/Email address/), 'anna@example.nl');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    const done = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(done).toHaveTextContent('If an account has this email address');
    expect(sent).toEqual([{ email: 'anna@example.nl' }]);
  });
});

describe('the page of a password link', () => {
  const atLink = (token: string) => {
    window.history.replaceState(null, '', `/app/password?token=${token}`);
  };

  it('greets the invited person, checks the new password, saves it and opens their app', async () => {
    const chosen: unknown[] = [];
    const fetchMock = stubSession(
      {},
      {
        'GET /api/app/password/link': ({ url }) =>
          url.searchParams.get('token') === 'goed'
            ? json(200, { name: 'Iris Hoekstra', username: 'iris@example.nl', purpose: 'invite' })
            : linkNotValid(),
        'POST /api/app/password/link': (request) => {
          chosen.push(bodyOf(request));
          return json(200, { status: '200' });
        },
        'GET /api/app/details': () => json(200, []),
      },
    );
    atLink('goed');
    const { user } = renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to VvE Portaal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Iris Hoekstra, your user name is iris@example.nl.')).toBeInTheDocument();
    // The token left the address bar (and so later requests' Referer), and the page still has it.
    expect(window.location.href).toBe(`${window.location.origin}/app/password`);
    await user.type(screen.getByLabelText(/^New password/), 'kort');
    await user.click(screen.getByRole('button', { name: 'Save password and log in' }));
    expect(screen.getByText('A password has at least 10 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), '-en-nu-lang');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'iets anders');
    await user.click(screen.getByRole('button', { name: 'Save password and log in' }));
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(chosen).toEqual([]);
    await user.clear(screen.getByLabelText(/^Repeat the new password/));
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'kort-en-nu-lang');
    await user.click(screen.getByRole('button', { name: 'Save password and log in' }));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/app/');
    });
    expect(chosen).toEqual([{ token: 'goed', password: 'kort-en-nu-lang' }]);
    expect(calledPaths(fetchMock)).toContain('GET /api/app/info/app-type');
  });

  it("shows the server's reason when it refuses the password", async () => {
    stubSession(
      {},
      {
        'GET /api/app/password/link': () =>
          json(200, { name: 'Iris Hoekstra', username: 'iris@example.nl', purpose: 'reset' }),
        'POST /api/app/password/link': () => refusalReply('commonPassword'),
      },
    );
    atLink('goed');
    const { user } = renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'qwertyuiop');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'qwertyuiop');
    await user.click(screen.getByRole('button', { name: 'Save password and log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The password was not saved.');
    expect(alert).toHaveTextContent('This password is one of the most common ones. Choose another.');
  });

  it('says when a link no longer works, and leads to the login', async () => {
    stubSession({}, { 'GET /api/app/password/link': linkNotValid });
    atLink('oud');
    const { user } = renderApp();
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'To the login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe("'Change password' in the menu", () => {
  it('asks for the current password and the new one twice, then says the other devices are logged out', async () => {
    const changes: unknown[] = [];
    const { user } = renderScreen('/', {
      'GET /api/app/details': () => json(200, []),
      'POST /api/app/account/password': (request) => {
        changes.push(bodyOf(request));
        return json(200, { status: '200' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText('Enter your current password.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Current password/), 'demo1234');
    await user.type(within(dialog).getByLabelText(/^New password/), 'een-nieuw-wachtwoord');
    await user.type(within(dialog).getByLabelText(/^Repeat the new password/), 'een-nieuw-wachtwoord');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Your password has been changed. You have been logged out on your other devices.',
      ),
    ).toBeInTheDocument();
    expect(changes).toEqual([{ currentPassword: 'demo1234', newPassword: 'een-nieuw-wachtwoord' }]);
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
