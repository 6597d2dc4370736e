import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { setRedirect } from '../api/client';
import { lazyPage } from '../lib/lazyPage';
import { LoadingProvider } from '../lib/Loading';
import { NotifierProvider } from '../lib/Notifier';
import { ScrollManager } from '../lib/ScrollManager';
import { applyFavicon, useSiteSettings } from '../lib/settings';
import { session } from '../session/session';
import { NavigationProgress } from './NavigationProgress';
import { RoutePage } from './RoutePage';
import { focusRoutes, publicRoutes, shellRoutes } from './routes';
import { themeFromSettings } from './theme';

const ShellLayout = lazyPage(() => import('../shell/ShellLayout'));

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** Signed-in screens need a token; without one the user goes to SignIn. */
function RequireSession({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  if (!session.isSignedIn()) return <Navigate to="/signIn" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

function RedirectRegistrar() {
  const navigate = useNavigate();
  useEffect(() => setRedirect((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}

function Themed({ children }: { children: React.ReactNode }) {
  const { data } = useSiteSettings();
  const theme = useMemo(() => themeFromSettings(data), [data]);
  useEffect(() => applyFavicon(data?.faviconPath), [data?.faviconPath]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Themed>
        <NotifierProvider>
          <LoadingProvider>
            <BrowserRouter>
              <RedirectRegistrar />
              <NavigationProgress />
              <ScrollManager />
              <Routes>
                {publicRoutes.map((r) => (
                  <Route key={r.path} path={r.path} element={<RoutePage route={r} />} />
                ))}
                {focusRoutes.map((r) => (
                  <Route
                    key={r.path}
                    path={r.path}
                    element={
                      <RequireSession>
                        <RoutePage route={r} />
                      </RequireSession>
                    }
                  />
                ))}
                <Route
                  element={
                    <RequireSession>
                      <Suspense fallback={null}>
                        <ShellLayout />
                      </Suspense>
                    </RequireSession>
                  }
                >
                  {shellRoutes.map((r) => (
                    <Route key={r.path} path={r.path} element={<RoutePage route={r} />} />
                  ))}
                </Route>
                <Route path="*" element={<Navigate to="/notFound" replace />} />
              </Routes>
            </BrowserRouter>
          </LoadingProvider>
        </NotifierProvider>
      </Themed>
    </QueryClientProvider>
  );
}
