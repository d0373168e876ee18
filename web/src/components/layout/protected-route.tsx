import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { PageLoading } from '../ui/page-loading';

/**
 * Signed-in pages: a spinner while the auth state loads, then `/` (replacing history) when
 * signed out, else the page.
 */
export function ProtectedRoute() {
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (!user) return <Navigate to={paths.signIn} replace />;
  return <Outlet />;
}
