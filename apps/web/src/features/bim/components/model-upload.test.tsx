import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { BimModel } from '@vve/contract/calls/bim';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fake-api';
import { calledPaths } from '../../../test/render-app';
import { ModelUpload } from './model-upload';
import { ViewerProviders } from '../../../app/viewer/viewer-providers';

const queued: BimModel = {
  id: 4,
  fileName: 'anker.ifc',
  schema: 'IFC4',
  ifcBytes: 13,
  status: 'QUEUED',
  error: null,
  attempts: 0,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  convertedAt: null,
  fragmentsBytes: null,
};

/** The model upload of project 7, whose shown model is het-anker.ifc; picks anker.ifc. */
const pickFile = async () => {
  const fetchMock = stubFetch({
    'POST /api/app/bim/projects/7/models': () => json(201, queued),
    'GET /api/app/bim/projects/7/models': () => json(200, [queued]),
  });
  render(
    <ViewerProviders>
      <ModelUpload projectId={7} current="het-anker.ifc" />
    </ViewerProviders>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('No file input');
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(input, new File(['ISO-10303-21;'], 'anker.ifc', { type: 'application/x-step' }));
  const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
  return { user, fetchMock, dialog: within(dialog) };
};

describe('ModelUpload', () => {
  it('asks before replacing the model, and sends nothing when the administrator cancels', async () => {
    const { user, fetchMock, dialog } = await pickFile();
    expect(dialog.getByText('Replace the 3D model het-anker.ifc with anker.ifc?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(calledPaths(fetchMock)).not.toContain('POST /api/app/bim/projects/7/models');
  });

  it('uploads the file once the administrator confirms', async () => {
    const { user, fetchMock, dialog } = await pickFile();
    await user.click(dialog.getByRole('button', { name: 'Replace the model' }));
    expect(await screen.findByText('The model is being prepared…')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain('POST /api/app/bim/projects/7/models');
  });
});
