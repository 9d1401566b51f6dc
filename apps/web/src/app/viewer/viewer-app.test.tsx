import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Role } from '@vve/contract/enums';
import { describe, expect, it } from 'vitest';
import { json, stubSession, type Reply } from '../../test/fake-api';
import { calledPaths, logInAs } from '../../test/render-app';
import { bimModel, bimProject } from '../../test/viewer-data';
import { ViewerApp } from './viewer-app';
import { ViewerProviders } from './viewer-providers';

const notFound = () => json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });

/** Opens a viewer page with the answers of its calls. */
const renderViewer = (
  path: string,
  replies: Record<string, Reply>,
  { loggedIn = true, roles = ['owner'] }: { loggedIn?: boolean; roles?: readonly Role[] } = {},
) => {
  window.history.replaceState(null, '', path);
  const fetchMock = stubSession({ loggedIn, roles }, replies);
  const user = userEvent.setup();
  render(
    <ViewerProviders>
      <ViewerApp />
    </ViewerProviders>,
  );
  return { user, fetchMock };
};

describe('the viewer pages', () => {
  it('show the login overlay first when logged out, then the project', async () => {
    const { user } = renderViewer(
      '/vve/1/project/7/',
      { 'GET /api/app/bim/projects/7': () => json(200, bimProject()) },
      { loggedIn: false },
    );
    await logInAs(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Het Anker – hoofdgebouw' }),
    ).toBeInTheDocument();
    expect(screen.getByText('VvE Het Anker')).toBeInTheDocument();
  });

  it('say that a project has no model, without an upload (that is in the back office)', async () => {
    renderViewer(
      '/vve/1/project/7/',
      { 'GET /api/app/bim/projects/7': () => json(200, bimProject()) },
      { roles: ['administrator'] },
    );
    expect(await screen.findByText('This project has no 3D model yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload IFC model' })).not.toBeInTheDocument();
  });

  it('check a model being prepared again until it is ready', async () => {
    const { fetchMock } = renderViewer('/vve/1/project/7/', {
      'GET /api/app/bim/projects/7': () =>
        json(200, bimProject({ model: bimModel({ status: 'CONVERTING' }) })),
    });
    expect(await screen.findByText('The model is being prepared…')).toBeInTheDocument();
    await waitFor(
      () => {
        expect(calledPaths(fetchMock).filter((path) => path === 'GET /api/app/bim/projects/7').length).toBe(
          2,
        );
      },
      { timeout: 3000 },
    );
  });

  it('show why a model could not be prepared', async () => {
    renderViewer('/vve/1/project/7/', {
      'GET /api/app/bim/projects/7': () =>
        json(
          200,
          bimProject({ model: bimModel({ status: 'FAILED', error: 'The file holds no geometry.' }) }),
        ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The model could not be prepared: The file holds no geometry.',
    );
  });

  it('say so when the project is not found', async () => {
    renderViewer('/vve/1/project/7/', { 'GET /api/app/bim/projects/7': notFound });
    expect(await screen.findByText('This 3D model was not found.')).toBeInTheDocument();
  });

  it("tell a supplier that a request's viewpoint is not theirs", async () => {
    renderViewer(
      '/extern/leverancier/current/request/41/viewer/',
      { 'GET /api/app/bim/requests/41/viewer': notFound },
      { roles: ['supplier'] },
    );
    expect(await screen.findByText('This request has no viewpoint you may open.')).toBeInTheDocument();
  });

  it("open a supplier's request at its project", async () => {
    renderViewer(
      '/extern/leverancier/current/request/41/viewer/',
      {
        'GET /api/app/bim/requests/41/viewer': () =>
          json(200, { projectId: 7, complexId: 1, viewpointGuid: '0b8a5b7e-2c0b-4d8f-9a55-5c3f0c7c3c11' }),
        'GET /api/app/bim/projects/7': () => json(200, bimProject()),
      },
      { roles: ['supplier'] },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Het Anker – hoofdgebouw' }),
    ).toBeInTheDocument();
  });

  it('know no other page', async () => {
    renderViewer('/vve/abc/', {});
    expect(await screen.findByText('This page does not exist.')).toBeInTheDocument();
  });
});
