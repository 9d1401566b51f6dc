import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { LoginOverlay } from '../login-overlay';
import { useSession } from '../use-session';
import { PageLoader } from '../../components/page-loader';
import { ProjectViewer } from './project-viewer';
import { SupplierViewer } from './supplier-viewer';
import { ViewerLayout } from './viewer-layout';
import { raiseAsOf, seesTechnicalDetails } from './viewer-roles';
import { ViewerMessage } from './viewer-message';
import { parseViewerRoute } from './viewer-route';

/** The viewer's pages (spec §2): the app's login overlay until the session is valid, then the 3D model. */
export const ViewerApp = () => {
  const { t } = useTranslation();
  const [route] = useState(() => parseViewerRoute(window.location.pathname, window.location.search));
  const session = useSession();
  if (session.state === 'checking') return <PageLoader />;
  if (session.state === 'loggedOut') return <LoginOverlay />;
  if (route.kind === 'request') return <SupplierViewer requestId={route.requestId} />;
  if (route.kind === 'project') {
    return (
      <ProjectViewer
        projectId={route.projectId}
        viewpointId={route.viewpointId}
        fromApp={route.fromApp}
        elementId={route.elementId}
        raiseAs={raiseAsOf(session.roles)}
        technicalDetails={seesTechnicalDetails(session.roles)}
      />
    );
  }
  return (
    <ViewerLayout title={t('3D model')}>
      <ViewerMessage tone="error">{t('This page does not exist.')}</ViewerMessage>
    </ViewerLayout>
  );
};
