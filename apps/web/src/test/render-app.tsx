import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Role } from '@vve/contract/enums';
import { App } from '../app/app';
import { createAppQueryClient } from '../app/app-query-client';
import { stubSession, type Reply } from './fake-api';

/** Renders the whole app at /app/ as a user sees it. */
export const renderApp = () => {
  const user = userEvent.setup();
  render(<App queryClient={createAppQueryClient()} />);
  return { user };
};

/** Fills in the login overlay and sends it. */
export const logInAs = async (
  user: ReturnType<typeof userEvent.setup>,
  username = 'owner',
  password = 'demo1234',
) => {
  await user.type(await screen.findByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

/** Opens a screen of a logged-in user directly by its path under /app (of `appType`), with the answers of its calls. */
export const renderScreen = (
  path: string,
  replies: Record<string, Reply>,
  { roles = ['owner'], appType }: { roles?: readonly Role[]; appType?: string } = {},
) => {
  window.history.replaceState(null, '', `/app${path}`);
  const fetchMock = stubSession({ loggedIn: true, roles, appType }, replies);
  return { ...renderApp(), fetchMock };
};

/** The value next to a label in a description list (DetailList). */
export const detailValue = (label: string): string | null | undefined =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The paths of the calls made so far, as 'METHOD /path'. */
export const calledPaths = (fetchMock: ReturnType<typeof stubSession>): string[] =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : input);
    return `${init?.method ?? 'GET'} ${url.pathname}`;
  });

/** What is inside the section (Section) under the heading with this name, once it shows. */
export const withinSection = async (name: string) => {
  const section = (await screen.findByRole('heading', { name })).closest('section');
  if (!section) throw new Error(`No section under the heading ${name}`);
  return within(section);
};

/** Chooses a file in the screen's file input, as a person would. */
export const chooseFile = async (user: ReturnType<typeof renderScreen>['user'], file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
};
