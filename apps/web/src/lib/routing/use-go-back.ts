import { useLocation, useNavigate } from 'react-router';
import { useLandingPath } from './use-landing-path';

/** "Go back": the page before this one, or the landing page when this tab opened here directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  const landing = useLandingPath();
  return () => void (key === 'default' ? navigate(landing) : navigate(-1));
}
