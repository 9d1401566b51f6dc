import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { Report } from '@vve/contract/calls/requests';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, json, type Reply, type StubbedRequest } from '../../test/fake-api';
import { details, file, lamp, report } from '../../test/request-app-data';
import { calledPaths, renderScreen } from '../../test/render-app';
import { fakePng, stubPhotoDecoding } from '../../test/fake-photos';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const photo = (name: string, extra = 0) =>
  new File([new Uint8Array([...PNG_BYTES, extra])], name, { type: 'image/png' });
/** The base64 text of `photo(…, extra)`: what the upload must send. */
const base64Of = (extra: number) => btoa(String.fromCharCode(...PNG_BYTES, extra));

interface Setup {
  /** Answers an upload by its body; by default each upload is stored with the next id from 101. */
  upload?: Reply;
  create?: Reply;
}

const createdRequest = (body: { omschrijving: string }): Report =>
  report({
    id: 50,
    nr: '5',
    omschrijving: body.omschrijving,
    attachments: [file(101, 'photo-1.png', 'image/png')],
  });

const openForm = ({ upload, create }: Setup = {}) => {
  const { encoded } = stubPhotoDecoding();
  let nextFileId = 101;
  const created: Report[] = [];
  const uploads: StubbedRequest[] = [];
  const creates: StubbedRequest[] = [];
  const result = renderScreen('/reports/new', {
    'GET /api/app/details': () => json(200, details),
    'POST /api/app/reports/image': (request) => {
      uploads.push(request);
      if (upload) return upload(request);
      const id = nextFileId++;
      return json(200, { file: file(id, `photo-${id}.png`, 'image/png') });
    },
    'POST /api/app/reports': (request) => {
      creates.push(request);
      if (create) return create(request);
      const answer = createdRequest(bodyOf(request) as { omschrijving: string });
      created.push(answer);
      return json(200, answer);
    },
    'GET /api/app/reports/recent': () => json(200, [...created, lamp]),
    'GET /api/app/reports/personal': () => json(200, created),
  });
  return { ...result, uploads, creates, encoded };
};

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};

const photoCard = (name: string) => screen.getByRole('listitem', { name });

describe('createReport', () => {
  it('offers the form with its defaults', async () => {
    openForm();
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create a request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set photos' })).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/bmp');
    expect(fileInput()).toHaveAttribute('multiple');
    expect(fileInput()).not.toHaveAttribute('capture');
    // The first of the user's complexes by name.
    expect(screen.getByRole('button', { name: 'Complex VvE De Linde' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Share information with fellow residents.' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('alerts No description for an %s description and sends nothing', async (_, text) => {
    const { user, fetchMock } = openForm();
    if (text) await user.type(await screen.findByRole('textbox', { name: 'Description' }), text);
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No description');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveFocus();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/app/reports');
  });

  it('says under the sharing box who will see the request, shared or not', async () => {
    const { user } = openForm();
    const share = await screen.findByRole('checkbox', { name: 'Share information with fellow residents.' });
    expect(share).toHaveAccessibleDescription(
      'The residents of this complex see this request, its photos and your name.',
    );
    await user.click(share);
    expect(share).toHaveAccessibleDescription('Only you and the administrators see this request.');
  });

  it('takes the No description alert and the red field away as soon as a description is typed', async () => {
    const { user } = openForm();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No description');
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAttribute('aria-invalid', 'true');
    await user.type(description, 'Lekkage');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(description).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads photos at once, sends the request, refetches the lists and shows recentReports', async () => {
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const { user, uploads, creates } = openForm();
    await user.upload(await waitFor(fileInput), [photo('roof.png', 1), photo('gutter.png', 2)]);
    await waitFor(() => {
      expect(within(photoCard('roof.png')).getByText('Uploaded')).toBeInTheDocument();
      expect(within(photoCard('gutter.png')).getByText('Uploaded')).toBeInTheDocument();
    });
    expect(within(photoCard('roof.png')).getByRole('img', { name: 'roof.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(uploads.map((upload) => upload.init?.body).sort()).toEqual([base64Of(1), base64Of(2)].sort());
    expect(uploads[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: expect.objectContaining({ 'content-type': 'text/plain' }) as unknown,
    });

    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Lekkage in de kelder');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/reports');
    expect(screen.getByText('Your request has been sent')).toBeInTheDocument();
    const [create] = creates;
    expect(create && bodyOf(create)).toEqual({
      omschrijving: 'Lekkage in de kelder',
      publiclyVisible: true,
      attachmentIds: expect.arrayContaining([101, 102]) as unknown,
      vve: 2,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['reports'] });
    expect(await screen.findByText('Request 5')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My' }));
    expect(await screen.findByText('Request 5')).toBeInTheDocument();
  });

  it('resets the form after a request was sent', async () => {
    const { user } = openForm();
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Lamp kapot');
    await user.click(screen.getByRole('checkbox', { name: 'Share information with fellow residents.' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await user.click(await screen.findByRole('link', { name: 'Create a request' }));
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Share information with fellow residents.' })).toBeChecked();
  });

  it('shows the progress of each upload', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = openForm({
      upload: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.upload(await waitFor(fileInput), photo('roof.png', 1));
    const progress = await within(photoCard('roof.png')).findByRole('progressbar', {
      name: 'Uploading roof.png',
    });
    await waitFor(() => {
      expect(progress).toHaveAttribute('aria-valuenow', '50');
    });
    answer(json(200, { file: file(101, 'photo-101.png', 'image/png') }));
    expect(await within(photoCard('roof.png')).findByText('Uploaded')).toBeInTheDocument();
    expect(within(photoCard('roof.png')).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps the other photos and the text when a photo fails, and retries it', async () => {
    let failing = true;
    const { user, creates } = openForm({
      upload: (request) =>
        request.init?.body === base64Of(2) && failing
          ? json(503, { statusCode: 503, error: 'Service Unavailable', message: 'Busy' })
          : json(200, { file: file(request.init?.body === base64Of(2) ? 102 : 101, 'p.png', 'image/png') }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Scheur in de gevel');
    await user.upload(fileInput(), [photo('good.png', 1), photo('bad.png', 2)]);

    expect(
      await within(photoCard('bad.png')).findByText('This photo could not be uploaded.'),
    ).toBeInTheDocument();
    expect(await within(photoCard('good.png')).findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Scheur in de gevel');

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      screen.getByText('Some photos could not be uploaded. Try them again or remove them.'),
    ).toBeInTheDocument();
    expect(creates).toEqual([]);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try bad.png again' }));
    expect(await within(photoCard('bad.png')).findByText('Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => {
      expect(creates).toHaveLength(1);
    });
    const [create] = creates;
    expect(create && bodyOf(create)).toMatchObject({ attachmentIds: [101, 102] });
  });

  it('sends without a photo that failed and was removed', async () => {
    const { user, creates } = openForm({
      upload: (request) =>
        request.init?.body === base64Of(2)
          ? json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Failure' })
          : json(200, { file: file(101, 'p.png', 'image/png') }),
    });
    await user.upload(await waitFor(fileInput), [photo('good.png', 1), photo('bad.png', 2)]);
    expect(
      await within(photoCard('bad.png')).findByText('This photo could not be uploaded.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove bad.png' }));
    expect(screen.queryByRole('listitem', { name: 'bad.png' })).not.toBeInTheDocument();
    expect(await within(photoCard('good.png')).findByText('Uploaded')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Deur klemt');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    const [create] = creates;
    expect(create && bodyOf(create)).toMatchObject({ attachmentIds: [101] });
  });

  it('sends a 64 MP phone photo made 2560 px on its longest side, as a JPEG', async () => {
    const { user, uploads, encoded } = openForm();
    await user.upload(await waitFor(fileInput), fakePng('phone.png', 8000, 8000));
    expect(await within(photoCard('phone.png')).findByText('Uploaded')).toBeInTheDocument();
    expect(encoded).toEqual([{ width: 2560, height: 2560, type: 'image/jpeg' }]);
    expect(uploads.map((upload) => upload.init?.body)).toEqual([btoa('image/jpeg 2560x2560 q0.85')]);
    // The preview shows the photo as it is sent.
    expect(within(photoCard('phone.png')).getByRole('img', { name: 'phone.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });

  const refusal =
    (status: number, message: string, headers: Record<string, string> = {}) =>
    () =>
      json(status, { statusCode: status, error: 'Refused', message }, { headers });

  it.each<[string, Reply, string, boolean]>([
    [
      'too many pixels (413)',
      refusal(413, 'The photo has more than 40 megapixels. Send a smaller photo.'),
      'The photo has more than 40 megapixels. Send a smaller photo.',
      false,
    ],
    [
      'too many bytes (413)',
      refusal(413, 'The image is larger than 10 MB'),
      'This photo is larger than 10 MB.',
      false,
    ],
    [
      'a wrong type (415)',
      refusal(415, 'Only PNG, JPEG and BMP images are accepted'),
      'Only PNG, JPEG and BMP photos can be sent.',
      false,
    ],
    [
      'too many uploads a minute (429)',
      refusal(429, 'You sent more than 30 files within a minute.', { 'retry-after': '42' }),
      'Too many photos in one minute. Try again in 42 seconds.',
      true,
    ],
    ['a server error (500)', refusal(500, 'Failure'), 'This photo could not be uploaded.', true],
  ])('says the real reason for %s, with Try again only where it can help', async (_, upload, text, retry) => {
    const { user } = openForm({ upload });
    await user.upload(await waitFor(fileInput), photo('roof.png', 1));
    expect(await within(photoCard('roof.png')).findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryAllByRole('button', { name: 'Try roof.png again' })).toHaveLength(retry ? 1 : 0);
    expect(screen.getByRole('button', { name: 'Remove roof.png' })).toBeInTheDocument();
  });

  it('keeps a request made without a connection on the device with its photo, and sends both once the connection returns', async () => {
    let connected = false;
    const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));
    const { user, creates } = openForm({
      upload: () =>
        connected ? json(200, { file: file(101, 'photo-101.png', 'image/png') }) : noConnection(),
      create: (request) =>
        connected ? json(200, createdRequest(bodyOf(request) as { omschrijving: string })) : noConnection(),
    });
    await user.upload(await waitFor(fileInput), photo('roof.png', 1));
    expect(await within(photoCard('roof.png')).findByText('Waiting to be sent')).toBeInTheDocument();
    expect(within(photoCard('roof.png')).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Lekkage in de kelder');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Your request is kept on this device and is sent when you are online.'),
    ).toBeInTheDocument();
    const waiting = await screen.findByRole('region', { name: 'Not sent yet' });
    expect(within(waiting).getByText('Lekkage in de kelder')).toBeInTheDocument();
    expect(within(waiting).getByText('Waiting to be sent')).toBeInTheDocument();

    connected = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Not sent yet' })).not.toBeInTheDocument();
    });
    const keys = creates.map(
      (request) => (request.init?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(creates.map(bodyOf).at(-1)).toMatchObject({
      omschrijving: 'Lekkage in de kelder',
      attachmentIds: [101],
    });
  });

  it('says a file that is no photo is not a photo, instead of showing a broken image', async () => {
    const { user, uploads } = openForm();
    const notes = new File(['Notulen van de vergadering'], 'notes.jpg', { type: 'image/jpeg' });
    await user.upload(await waitFor(fileInput), notes);
    expect(await within(photoCard('notes.jpg')).findByRole('alert')).toHaveTextContent(
      'This file is not a photo.',
    );
    expect(within(photoCard('notes.jpg')).queryByRole('img')).not.toBeInTheDocument();
    expect(photoCard('notes.jpg').querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try notes.jpg again' })).not.toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('waits for running uploads before sending', async () => {
    const { user, creates } = openForm({ upload: () => new Promise<Response>(() => undefined) });
    await user.upload(await waitFor(fileInput), photo('roof.png', 1));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Lamp');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait until all photos are uploaded.');
    expect(creates).toEqual([]);
  });

  it('chooses the complex in a searchable list and sends it unshared', async () => {
    const { user, creates } = openForm();
    await user.click(await screen.findByRole('button', { name: 'Complex VvE De Linde' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your complex' });
    await user.type(within(dialog).getByPlaceholderText('Search for your complex'), 'anker');
    expect(within(dialog).queryByRole('button', { name: 'VvE De Linde' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'VvE Het Anker' }));
    expect(await screen.findByRole('button', { name: 'Complex VvE Het Anker' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Share information with fellow residents.' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Lift staat stil');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => {
      expect(creates).toHaveLength(1);
    });
    const [create] = creates;
    expect(create && bodyOf(create)).toEqual({
      omschrijving: 'Lift staat stil',
      publiclyVisible: false,
      attachmentIds: [],
      vve: 1,
    });
  });

  it('keeps the text when sending fails', async () => {
    const { user } = openForm({
      create: () => json(400, { statusCode: 400, error: 'Bad Request', message: 'Nope' }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Lamp kapot');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Lamp kapot');
  });
});
