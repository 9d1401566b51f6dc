import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ViewpointCreate } from '@vve/contract/calls/bim';
import { describe, expect, it, vi } from 'vitest';
import { offlineOwner } from '../../../lib/offline/sync-state';
import { json, stubFetch, TEST_PERSON_ID } from '../../../test/fake-api';
import { ElementRequestForm } from './element-request-form';
import { ViewerProviders } from '../../../app/viewer/viewer-providers';
import { report } from '../../../test/request-app-data';

const viewpoint: ViewpointCreate = {
  camera: { position: [10, -20, 5], direction: [0, 0.6, -0.8], up: [0, 0.8, 0.6], fieldOfView: 50 },
  selectedGuids: ['37hbg1a71PYwORyt3uJwIv'],
  snapshot: 'iVBORw0KGgo=',
};

const renderForm = () => {
  const onSent = vi.fn();
  offlineOwner.write(String(TEST_PERSON_ID));
  const fetchMock = stubFetch({
    'POST /api/app/reports': () =>
      json(
        201,
        report({
          id: 9,
          nr: '9',
          aanmaakDatum: '2026-11-22T10:00:00.000Z',
          omschrijving: 'Deur klemt',
          vve: 1,
          linkedItem: { viewpointId: '0b8a5b7e-2c0b-4d8f-9a55-5c3f0c7c3c11', projectId: 7 },
        }),
      ),
  });
  render(
    <ViewerProviders>
      <ElementRequestForm
        projectId={7}
        complexId={1}
        complexName="VvE Het Anker"
        viewpoint={() => viewpoint}
        onCancel={vi.fn()}
        onSent={onSent}
      />
    </ViewerProviders>,
  );
  return { user: userEvent.setup(), fetchMock, onSent };
};

describe('ElementRequestForm', () => {
  it('asks for a description first', async () => {
    const { user, fetchMock, onSent } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No description');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it("sends the request for the project's complex with the viewpoint of the moment it is sent", async () => {
    const { user, fetchMock, onSent } = renderForm();
    expect(screen.getByText('VvE Het Anker')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Share information with fellow residents.' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Deur klemt');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await vi.waitFor(() => {
      expect(onSent).toHaveBeenCalled();
    });
    const sent = fetchMock.mock.calls[0]?.[1]?.body;
    expect(typeof sent).toBe('string');
    const body = JSON.parse(sent as string) as unknown;
    expect(body).toEqual({
      omschrijving: 'Deur klemt',
      publiclyVisible: true,
      attachmentIds: [],
      vve: 1,
      linkedItem: { projectId: 7, viewpoint },
    });
  });
});
