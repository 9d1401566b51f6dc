import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, refusalReply } from '../../test/fake-api';
import { convenedMeeting } from '../../test/meeting-data';
import { renderScreen } from '../../test/render-app';

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
    expect(screen.queryByRole('button', { name: /Change item/ })).toBeNull();
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
