import { Navigate, useSearchParams } from 'react-router-dom';
import { setToken } from '../auth/token';
import { safeRedirect } from '../auth/redirect';

/** Single sign-on lands here with ?token=…&redirect=…: keep the token and go on. */
export default function AuthRedirect() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // Setting the cookie is idempotent, so doing it while rendering is safe.
  if (token) setToken(token);
  return <Navigate to={token ? safeRedirect(params.get('redirect')) : '/login'} replace />;
}
