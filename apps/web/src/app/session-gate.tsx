import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { routes } from '../lib/routes';
import { lazyScreen } from './lazy-screen';
import { LoginOverlay } from './login-overlay';
import { ModeView } from './mode-view';
import { OfflineNotice } from './offline-notice';
import { useSession } from './use-session';

/** The pages of links in emails, which show whatever the session: they need no login. */
const PUBLIC_SCREENS: Record<string, ComponentType | undefined> = {
  /** A password link's page: its person logs in by choosing a password. */
  [routes.choosePassword]: lazyScreen(() => import('./choose-password-screen'), 'ChoosePasswordScreen'),
  [routes.unsubscribe]: lazyScreen(() => import('./unsubscribe-screen'), 'UnsubscribeScreen'),
};

/**
 * A loader while the session is checked, the login overlay without one, else the app (spec §4); the pages of
 * links in emails whatever the session.
 */
export const SessionGate = () => {
  const PublicScreen = PUBLIC_SCREENS[useLocation().pathname];
  if (PublicScreen) {
    return (
      <Suspense fallback={<PageLoader />}>
        <PublicScreen />
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
