import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, RequestMessage } from '@vve/contract/calls/request-messages';
import { json, serverError, type Reply, type StubbedRequest } from '../../test/fake-api';
import { stubPhotoDecoding } from '../../test/fake-photos';
import { crack, file, garden, lamp, leak } from '../../test/request-app-data';
import { detailValue, renderScreen, withinSection } from '../../test/render-app';

const noHistory = () => json(200, []);

const replies: Record<string, Reply> = {
  'GET /api/app/reports/recent': () => json(200, [lamp, leak, crack]),
  'GET /api/app/reports/personal': () => json(200, [leak, garden, crack]),
  ...Object.fromEntries([11, 12, 13, 14].map((id) => [`GET /api/app/reports/${id}/history`, noHistory])),
};

describe('reportDetails', () => {
  it('shows a request with its number, date, requester, state, images and description', async () => {
    renderScreen('/reports/11', replies);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request 2' })).toBeInTheDocument();
    expect(detailValue('Requested by')).toBe('Anna de Vries');
    expect(detailValue('State')).toBe('Being handled');
    expect(detailValue('Date')).toBe(
      new Intl.DateTimeFormat(navigator.languages[0], { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(leak.aanmaakDatum),
      ),
    );
    expect(screen.getByText('Lekkage in de parkeerkelder bij vak 14.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      `${window.location.origin}/file/thumbnail/31/hash31/photo-leak.jpg?size=200&accessCode=code31`,
    );
  });

  it('shows an image large in a dialog', async () => {
    const { user } = renderScreen('/reports/11', replies);
    await user.click(await screen.findByRole('button', { name: 'Photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      `${window.location.origin}/file/download/31/hash31/photo-leak.jpg?accessCode=code31`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('opens the viewpoint in a new tab, in the request’s complex', async () => {
    renderScreen('/reports/11', replies);
    const link = await screen.findByRole('link', { name: 'Open viewpoint in BIM model' });
    expect(link).toHaveAttribute(
      'href',
      '/vve/1/project/7/?viewpointId=2f6a1c3e-8b4d-4e7a-9c51-0d3b7e2a6f10',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['a linked item without a viewpoint', 14, 'Request 17'],
    ['no linked item', 13, 'Request 4'],
  ])('offers no viewpoint for %s', async (_, id, title) => {
    renderScreen(`/reports/${id}`, replies);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open viewpoint in BIM model' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open viewpoint in BIM model' })).not.toBeInTheDocument();
  });

  it('finds a request in the personal list too', async () => {
    renderScreen('/reports/12', replies);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request 1' })).toBeInTheDocument();
    expect(detailValue('State')).toBe('Rejected');
    expect(detailValue('Complex')).toBe('VvE De Linde');
  });

  it('says a request was not found when the lists are refused, without a Try again that cannot help', async () => {
    const refused = () => json(404, { statusCode: 404, error: 'Not Found', message: 'No' });
    renderScreen('/reports/11', {
      'GET /api/app/reports/recent': refused,
      'GET /api/app/reports/personal': refused,
    });
    expect(await screen.findByText('This request was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says so for an unknown request', async () => {
    renderScreen('/reports/999', replies);
    expect(await screen.findByText('This request was not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Request' })).toBeInTheDocument();
  });
});

const message = (id: number, change: Partial<RequestMessage> = {}): RequestMessage => ({
  id,
  text: `Bericht ${id}`,
  visibility: 'RESIDENT',
  author: { naam: 'Bea Beheer' },
  fromResident: false,
  at: '2026-11-12T09:00:00.000Z',
  attachments: [],
  ...change,
});

/** The history of the rejected request 12 (Anna's own): taken into handling, a question, the answer, rejected. */
const gardenHistory: HistoryEntry[] = [
  { kind: 'status', at: '2026-10-14T08:00:00.000Z', from: 'NIEUW', to: 'IN_BEHANDELING', reason: null },
  {
    kind: 'message',
    at: '2026-10-14T09:00:00.000Z',
    message: message(1, { text: 'Welke boom bedoelt u?', attachments: [file(41, 'tuin.jpg')] }),
  },
  {
    kind: 'message',
    at: '2026-10-15T09:00:00.000Z',
    message: message(2, { text: 'De eik achterin.', fromResident: true, author: { naam: 'Anna de Vries' } }),
  },
  {
    kind: 'status',
    at: '2026-10-16T08:00:00.000Z',
    from: 'IN_BEHANDELING',
    to: 'AFGEWEZEN',
    reason: 'De tuin is van de gemeente.',
  },
];

const bodyOf = (request: StubbedRequest): unknown => JSON.parse(request.init?.body as string);

describe('reportDetails: history and messages', () => {
  it('shows the history oldest first: status changes with the rejection’s reason, messages with photos', async () => {
    const { user } = renderScreen('/reports/12', {
      ...replies,
      'GET /api/app/reports/12/history': () => json(200, gardenHistory),
    });
    const history = await withinSection('History');
    const entries = [...(await history.findByRole('list', { name: 'History' })).children];
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/New status:Being handled$/),
      expect.stringMatching(/Bea Beheer wroteWelke boom bedoelt u\?/),
      expect.stringMatching(/You wroteDe eik achterin\.$/),
      expect.stringMatching(/New status:RejectedReason: De tuin is van de gemeente\.$/),
    ]);
    await user.click(within(entries[1] as HTMLElement).getByRole('button', { name: 'Photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      `${window.location.origin}/file/download/41/hash41/tuin.jpg?accessCode=code41`,
    );
  });

  it('shows the date work is planned for, and a reopening with its reason', async () => {
    renderScreen('/reports/12', {
      ...replies,
      'GET /api/app/reports/12/history': () =>
        json(200, [
          { kind: 'planned', at: '2026-10-14T10:00:00.000Z', date: '2026-10-21' },
          {
            kind: 'status',
            at: '2026-10-17T08:00:00.000Z',
            from: 'AFGEWEZEN',
            to: 'IN_BEHANDELING',
            reason: 'De gemeente wil het toch niet doen.',
          },
        ] satisfies HistoryEntry[]),
    });
    const history = await withinSection('History');
    const entries = [...(await history.findByRole('list', { name: 'History' })).children];
    const planned = new Intl.DateTimeFormat(navigator.languages[0], { dateStyle: 'medium' }).format(
      new Date(2026, 9, 21),
    );
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(new RegExp(`Work is planned for ${planned}$`)),
      expect.stringMatching(/New status:Being handledReason: De gemeente wil het toch niet doen\.$/),
    ]);
  });

  it('says when nothing has happened yet', async () => {
    renderScreen('/reports/11', replies);
    const history = await withinSection('History');
    expect(await history.findByText('Nothing has happened to this request yet.')).toBeInTheDocument();
  });

  it('offers Send message on the user’s own request only, not on a neighbour’s shared one', async () => {
    renderScreen('/reports/13', replies);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request 4' })).toBeInTheDocument();
    await withinSection('History');
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('sends a message with a photo, then shows it in the history and empties the box', async () => {
    stubPhotoDecoding();
    const sent: StubbedRequest[] = [];
    let history: HistoryEntry[] = [];
    const { user } = renderScreen('/reports/11', {
      ...replies,
      'GET /api/app/reports/11/history': () => json(200, history),
      'POST /api/app/reports/image': () => json(200, { file: file(101, 'lek.png', 'image/png') }),
      'POST /api/app/reports/11/messages': (request) => {
        sent.push(request);
        const answer = message(9, {
          text: 'Het lekt weer.',
          fromResident: true,
          attachments: [file(101, 'lek.png', 'image/png')],
        });
        history = [{ kind: 'message', at: answer.at, message: answer }];
        return json(200, answer);
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, '  Het lekt weer.  ');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'lek.png', {
        type: 'image/png',
      }),
    );
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(sent.map(bodyOf)).toEqual([{ text: 'Het lekt weer.', attachmentIds: [101] }]);
    const shown = await withinSection('History');
    expect(await shown.findByText('Het lekt weer.')).toBeInTheDocument();
    expect(shown.getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.queryByText('Uploaded')).not.toBeInTheDocument();
  });

  it('sends nothing without a text, and says why', async () => {
    const { user, fetchMock } = renderScreen('/reports/11', replies);
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('keeps the text when sending fails, and says so', async () => {
    const { user } = renderScreen('/reports/11', {
      ...replies,
      'POST /api/app/reports/11/messages': () => serverError(),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hallo');
  });
});
