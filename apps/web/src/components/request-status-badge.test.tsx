import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { i18n } from '../lib/i18n/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestStatusBadge } from './request-status-badge';

const renderBadge = (status: string | null) =>
  render(
    <MantineProvider>
      <RequestStatusBadge status={status} />
    </MantineProvider>,
  );

describe('RequestStatusBadge', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['NIEUW', 'New', 'orange'],
    ['IN_BEHANDELING', 'Being handled', 'yellow'],
    ['OPGELOST', 'Solved', 'lime'],
    ['AFGEWEZEN', 'Rejected', 'gray'],
  ])('shows %s as %s in %s with black text', (status, label, color) => {
    renderBadge(status);
    const badge = screen.getByText(label).closest('.mantine-Badge-root');
    expect(badge?.getAttribute('style')).toContain(`--mantine-color-${color}-`);
    expect(badge?.getAttribute('style')).toContain('color: var(--mantine-color-black)');
  });

  it("falls back to 'Being handled'", () => {
    renderBadge(null);
    expect(screen.getByText('Being handled')).toBeInTheDocument();
  });

  it('translates the labels', async () => {
    await i18n.changeLanguage('nl');
    renderBadge('OPGELOST');
    expect(screen.getByText('Opgelost')).toBeInTheDocument();
  });
});
