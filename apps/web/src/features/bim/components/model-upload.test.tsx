import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fake-api';
import { calledPaths } from '../../../test/render-app';
import { bimModel } from '../../../test/viewer-data';
import { ModelUpload } from './model-upload';
import { ViewerProviders } from '../../../app/viewer/viewer-providers';

const queued = bimModel({ id: 4, fileName: 'anker.ifc', ifcBytes: 13 });

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
