import { fireEvent, screen, within } from '@testing-library/react';
import type { BookingPayload, OfficeLedger } from '@vve/contract/calls/ledger';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../lib/local-day';
import { bodyOf, json, refusalReply, type Reply, type StubbedRequest } from '../../test/fake-api';
import { ledgerBookings, officeLedger, withBooking } from '../../test/ledger-data';
import { renderScreen, withinSection } from '../../test/render-app';

const LEDGER = '/api/app/office/debtors/3/ledger';

/** The back office with debtor 3's ledger (unless said otherwise); each change is recorded. */
const openLedger = (ledger: OfficeLedger = officeLedger(), more: Record<string, Reply> = {}) => {
  let shown = ledger;
  const changes: StubbedRequest[] = [];
  const recorded =
    (answer: (request: StubbedRequest) => Response): Reply =>
    (request) => {
      changes.push(request);
      return answer(request);
    };
  const result = renderScreen(
    '/office/debtors/3/ledger',
    {
      'GET /api/app/office/request-counts': () =>
        json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
      [`GET ${LEDGER}`]: () => json(200, shown),
      'POST /api/app/office/debtors/3/bookings': recorded((request) => {
        const { kind, bookedOn, description, amountCents } = bodyOf(request) as BookingPayload;
        shown = withBooking(shown, {
          id: 60,
          bookedOn,
          kind,
          description,
          amountCents: kind === 'charge' ? -amountCents : amountCents,
        });
        return json(200, shown);
      }),
      'POST /api/app/office/bookings/55/correction': recorded(() => {
        shown = withBooking(
          shown,
          { id: 61, bookedOn: localDay(), kind: 'correction', amountCents: -54_759, correctsId: 55 },
          55,
        );
        return json(200, shown);
      }),
      ...more,
    },
    { roles: ['administrator'] },
  );
  return { ...result, changes };
};

const heading = () =>
  screen.findByRole(
    'heading',
    { level: 1, name: 'Ledger of Jan de Vries in VvE Het Anker' },
    { timeout: 8000 },
  );

/** The texts of the rows of the table of bookings. */
const bookingRows = () =>
  within(screen.getByRole('table', { name: 'Bookings' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

/** The day of today as the table writes it. */
const today = () =>
  new Intl.DateTimeFormat(navigator.languages[0], { dateStyle: 'medium' }).format(new Date());

// The back office loads lazily on first use: more time than the default.
describe('back office: a debtor’s ledger', { timeout: 20_000 }, () => {
  it('shows the balance and every booking by its kind, with the balance after it', async () => {
    openLedger();
    await heading();
    expect(screen.getByText('Balance: €420.00 due')).toBeVisible();
    expect(bookingRows()).toEqual([
      'DateWhatAmountBalance afterActions',
      'Dec 6, 2026Balance corrected by the administrator€2.09-€420.00',
      'Dec 5, 2026Correction of the booking of Nov 20, 2026€25.00-€422.09',
      'Dec 3, 2026Overboeking december€547.59-€447.09Correct',
      'Dec 1, 2026Contribution December 2026-€422.09-€994.68Correct',
      'Nov 20, 2026Sleutel bijmakenCorrected-€25.00-€572.59',
      'Nov 1, 2026Contribution November 2026-€422.09-€547.59Correct',
      'Oct 15, 2026Opening balance-€125.50-€125.50Correct',
    ]);
    expect(
      screen.getByRole('button', { name: 'Correct the booking of Dec 1, 2026: Contribution December 2026' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Jan de Vries' })).toHaveAttribute(
      'href',
      '/app/office/people/7',
    );
    expect(screen.getByRole('link', { name: 'Jan de Vries' })).toHaveAttribute(
      'href',
      '/app/office/people/7',
    );
    expect(screen.getByRole('link', { name: 'VvE Het Anker' })).toHaveAttribute(
      'href',
      '/app/office/complexes/1',
    );
  });

  it('says a correction reverses a booking without its day when that booking is not listed', async () => {
    openLedger(
      officeLedger({
        balanceCents: 2_500,
        bookings: ledgerBookings.slice(1, 2),
      }),
    );
    await heading();
    expect(screen.getByText('Balance: €25.00 paid in advance')).toBeVisible();
    expect(bookingRows()).toEqual([
      'DateWhatAmountBalance afterActions',
      'Dec 5, 2026Correction€25.00-€422.09',
    ]);
  });

  it('says so when there are no bookings yet', async () => {
    openLedger(officeLedger({ balanceCents: 0, bookings: [] }));
    await heading();
    expect(screen.getByText('Balance: €0.00')).toBeVisible();
    expect(screen.getByText('No bookings yet.')).toBeVisible();
  });

  it('books a payment of today in whole cents, and shows it on top', async () => {
    const { user, changes } = openLedger();
    await heading();
    const form = await withinSection('Book a charge or a payment');
    expect(form.getByRole('radio', { name: 'Payment' })).toBeChecked();
    expect(form.getByLabelText(/^Date/)).toHaveValue(localDay());
    await user.type(form.getByRole('textbox', { name: /^Description/ }), 'Overboeking januari');
    await user.type(form.getByRole('textbox', { name: /^Amount/ }), '1,234.56');
    await user.click(form.getByRole('button', { name: 'Book it' }));
    expect(await screen.findByText('The payment has been booked.')).toBeVisible();
    expect(changes.map(bodyOf)).toEqual([
      { kind: 'payment', bookedOn: localDay(), description: 'Overboeking januari', amountCents: 123_456 },
    ]);
    expect(bookingRows()[1]).toBe(`${today()}Overboeking januari€1,234.56€814.56Correct`);
    expect(screen.getByText('Balance: €814.56 paid in advance')).toBeVisible();
    expect(form.getByRole('textbox', { name: /^Description/ })).toHaveValue('');
    expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  });

  it('books a charge on an earlier day', async () => {
    const { user, changes } = openLedger();
    await heading();
    const form = await withinSection('Book a charge or a payment');
    await user.click(form.getByRole('radio', { name: 'Charge' }));
    fireEvent.change(form.getByLabelText(/^Date/), { target: { value: '2026-11-30' } });
    await user.type(form.getByRole('textbox', { name: /^Description/ }), 'Aanmaningskosten');
    await user.type(form.getByRole('textbox', { name: /^Amount/ }), '15');
    await user.click(form.getByRole('button', { name: 'Book it' }));
    expect(await screen.findByText('The charge has been booked.')).toBeVisible();
    expect(changes.map(bodyOf)).toEqual([
      { kind: 'charge', bookedOn: '2026-11-30', description: 'Aanmaningskosten', amountCents: 1_500 },
    ]);
    expect(screen.getByText('Balance: €435.00 due')).toBeVisible();
  });

  it('says what is wrong with a booking, and sends nothing', async () => {
    const { user, changes } = openLedger();
    await heading();
    const form = await withinSection('Book a charge or a payment');
    const amount = form.getByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '12,5');
    await user.click(form.getByRole('button', { name: 'Book it' }));
    expect(await form.findByText('Enter an amount such as 1,234.56.')).toBeVisible();
    expect(form.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(
      'Say what the booking is for.',
    );
    await user.clear(amount);
    await user.type(amount, '0');
    expect(form.getByText('Enter an amount of more than zero.')).toBeVisible();
    fireEvent.change(form.getByLabelText(/^Date/), { target: { value: '2999-01-01' } });
    expect(form.getByText('Enter a day that has come.')).toBeVisible();
    expect(changes).toEqual([]);
  });

  it('corrects a booking after a yes, and marks it corrected', async () => {
    const { user, changes } = openLedger();
    await heading();
    await user.click(
      screen.getByRole('button', { name: 'Correct the booking of Dec 3, 2026: Overboeking december' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Correct this booking? A correction dated today reverses it; this cannot be undone.'),
    ).toBeVisible();
    expect(changes).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Correct' }));
    expect(await screen.findByText('The booking has been corrected.')).toBeVisible();
    expect(changes.map((change) => [change.init?.method, change.url.pathname, change.init?.body])).toEqual([
      ['POST', '/api/app/office/bookings/55/correction', undefined],
    ]);
    const rows = bookingRows();
    expect(rows[1]).toBe(`${today()}Correction of the booking of Dec 3, 2026-€547.59-€967.59`);
    expect(rows[4]).toBe('Dec 3, 2026Overboeking decemberCorrected€547.59-€447.09');
    expect(screen.getByText('Balance: €967.59 due')).toBeVisible();
  });

  it('does not correct after a no', async () => {
    const { user, changes } = openLedger();
    await heading();
    await user.click(
      screen.getByRole('button', { name: 'Correct the booking of Dec 3, 2026: Overboeking december' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);
  });

  it('says why the server refuses a correction', async () => {
    const { user } = openLedger(officeLedger(), {
      'POST /api/app/office/bookings/55/correction': () => refusalReply('bookingCorrected'),
    });
    await heading();
    await user.click(
      screen.getByRole('button', { name: 'Correct the booking of Dec 3, 2026: Overboeking december' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Correct' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking was corrected already.');
  });

  it('says why the server refuses a booking', async () => {
    const { user } = openLedger(officeLedger(), {
      'POST /api/app/office/debtors/3/bookings': () => refusalReply('complexArchived'),
    });
    await heading();
    const form = await withinSection('Book a charge or a payment');
    await user.type(form.getByRole('textbox', { name: /^Description/ }), 'Overboeking januari');
    await user.type(form.getByRole('textbox', { name: /^Amount/ }), '10');
    await user.click(form.getByRole('button', { name: 'Book it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This complex is archived. Take it back into use to change it.',
    );
  });

  it('says when the debtor account does not exist', async () => {
    renderScreen(
      '/office/debtors/99/ledger',
      {
        'GET /api/app/office/request-counts': () =>
          json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
        'GET /api/app/office/debtors/99/ledger': () =>
          json(404, { statusCode: 404, error: 'Not Found', message: 'Debtor not found' }),
      },
      { roles: ['administrator'] },
    );
    expect(
      await screen.findByText('This debtor account was not found.', {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
  });
});
