import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { bimProjects, lamp } from '../../test/request-app-data';
import { calledPaths, renderScreen } from '../../test/render-app';

const replies = {
  'GET /api/app/details/projects': () => json(200, bimProjects),
  'GET /api/app/reports/recent': () => json(200, [lamp]),
};

const post = (data: unknown, origin = window.location.origin) => {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
};

describe('bimDetails', () => {
  it('lists the 3D projects with project and complex name', async () => {
    renderScreen('/bim', replies);
    expect(await screen.findByRole('button', { name: /Het Anker – hoofdgebouw/ })).toHaveTextContent(
      'VvE Het Anker',
    );
    expect(screen.getByRole('button', { name: /De Linde – herenhuis/ })).toHaveTextContent('VvE De Linde');
  });

  it('opens a project in a new window, from the app', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderScreen('/bim', replies);
    await user.click(await screen.findByRole('button', { name: /Het Anker – hoofdgebouw/ }));
    expect(open).toHaveBeenCalledWith('/vve/1/project/7/?fromApp=true');
  });

  it('says so when there are no 3D models', async () => {
    renderScreen('/bim', { 'GET /api/app/details/projects': () => json(200, []) });
    expect(await screen.findByText('No 3D models')).toBeInTheDocument();
  });

  it('shows recentReports, refetched, when the viewer created a request', async () => {
    const { fetchMock } = renderScreen('/bim', replies);
    await screen.findByRole('button', { name: /Het Anker – hoofdgebouw/ });
    post({ type: 'REQUEST_CREATED' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    expect(await screen.findByText('Request 4')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain('GET /api/app/reports/recent');
  });

  it.each([
    ['another origin', { type: 'REQUEST_CREATED' }, 'https://evil.example'],
    ['another type', { type: 'VIEWPOINT_SELECTED' }, undefined],
    ['no type', 'REQUEST_CREATED', undefined],
    ['no data', null, undefined],
  ])('ignores a message from %s', async (_, data, origin) => {
    renderScreen('/bim', replies);
    await screen.findByRole('button', { name: /Het Anker – hoofdgebouw/ });
    post(data, origin);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/app/bim');
    });
    expect(screen.getByRole('heading', { level: 1, name: '3D model' })).toBeInTheDocument();
  });
});
