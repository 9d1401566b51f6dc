import { PageLoader } from '../components/page-loader';
import { LoginOverlay } from './login-overlay';
import { ModeView } from './mode-view';
import { OfflineNotice } from './offline-notice';
import { useSession } from './use-session';

/** A loader while the session is checked, the login overlay without one, else the app (spec §4). */
export const SessionGate = () => {
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
