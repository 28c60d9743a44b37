import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /redirect/<path> re-renders <path> (the tags view's refresh goes through here). */
export default function RedirectPage() {
  const params = useParams();
  const location = useLocation();
  const path = params['*'] ?? '';
  return <Navigate to={`/${path}${location.search}`} replace />;
}
