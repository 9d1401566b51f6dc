import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { App } from '../app/app';

/** Renders the whole app at /app/ as a user sees it. */
export const renderApp = () => {
  const user = userEvent.setup();
  render(<App />);
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
