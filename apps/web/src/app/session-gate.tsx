import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { routes } from '../lib/routes';
import { lazyScreen } from './lazy-screen';
import { LoginOverlay } from './login-overlay';
import { ModeView } from './mode-view';
import { OfflineNotice } from './offline-notice';
import { useSession } from './use-session';

const ChoosePasswordScreen = lazyScreen(() => import('./choose-password-screen'), 'ChoosePasswordScreen');

/**
 * A loader while the session is checked, the login overlay without one, else the app (spec §4). A password
 * link's page shows whatever the session: its person logs in by choosing a password.
 */
export const SessionGate = () => {
  const { pathname } = useLocation();
  if (pathname === routes.choosePassword) {
    return (
      <Suspense fallback={<PageLoader />}>
        <ChoosePasswordScreen />
      </Suspense>
    );
  }
  return <SessionView />;
};

const SessionView = () => {
  const session = useSession();
  if (session.state === 'checking') return <PageLoader />;
  if (session.state === 'loggedOut') return <LoginOverlay />;
  return (
    <>
      {session.offline && <OfflineNotice />}
      <ModeView appType={session.appType} roles={session.roles} />
    </>
  );
};
