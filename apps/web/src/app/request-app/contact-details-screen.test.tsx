import { screen } from '@testing-library/react';
import type { ContactDetails } from '@vve/contract/calls/details';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, type StubbedRequest } from '../../test/fake-api';
import { renderScreen } from '../../test/render-app';

const contactReplies = (saved: ContactDetails, sent: unknown[]) => ({
  'GET /api/app/details/contact': () => json(200, saved),
  'PUT /api/app/details/contact': (request: StubbedRequest) => {
    const body = bodyOf(request) as ContactDetails;
    sent.push(body);
    return json(200, body);
  },
});

describe('your contact details', () => {
  it('is on the home of owners and tenants', async () => {
    renderScreen('/', {}, { roles: ['tenant'] });
    expect(await screen.findByRole('link', { name: 'Your contact details' })).toHaveAttribute(
      'href',
      '/app/contact',
    );
  });

  it('shares a phone with suppliers only once it is a phone number, and says it was saved', async () => {
    const sent: unknown[] = [];
    const { user } = renderScreen(
      '/contact',
      contactReplies({ phone: null, phoneForSuppliers: false }, sent),
    );
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    const consent = screen.getByRole('checkbox', {
      name: 'Suppliers working on my requests may see this number',
    });
    expect(consent).toHaveAccessibleDescription(/^They see it on the work orders of your requests/);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a phone number to share it with suppliers.')).toBeInTheDocument();
    await user.type(phone, 'bel me');
    expect(screen.getByText(/^Enter a phone number in digits/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '+31 6 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your contact details have been saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ phone: '+31 6 1234 5678', phoneForSuppliers: true }]);
  });

  it('takes the consent back and keeps the number', async () => {
    const sent: unknown[] = [];
    const { user } = renderScreen(
      '/contact',
      contactReplies({ phone: '020 123 4567', phoneForSuppliers: true }, sent),
      { roles: ['owner'] },
    );
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toHaveValue('020 123 4567');
    await user.click(screen.getByRole('checkbox', { name: /^Suppliers working on my requests/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your contact details have been saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ phone: '020 123 4567', phoneForSuppliers: false }]);
  });

  it('is not found for a supplier', async () => {
    renderScreen('/contact', {}, { roles: ['supplier'] });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});
