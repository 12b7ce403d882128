import { Navigate, useParams } from 'react-router';

/** `/redirect/<path>` replaces itself with the decoded path (used to reload a page). */
export default function RedirectPage() {
  const target = decodeURIComponent(useParams()['*'] ?? '');
  return <Navigate to={target.startsWith('/') ? target : `/${target}`} replace />;
}
