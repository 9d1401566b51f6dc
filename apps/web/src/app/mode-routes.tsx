import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { NotFoundScreen } from './not-found-screen';

/** The routes of a mode's screens (each loaded on first use, behind a page loader); any other path is not found. */
export const ModeRoutes = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<PageLoader />}>
    <Routes>
      {children}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  </Suspense>
);
