import { useEffect } from 'react';
import { MOBILE_MEDIA_QUERY, useSettings, viewportDevice } from '@/stores/settings';

/**
 * Follows the viewport across the breakpoint. The store starts with the device of the viewport,
 * so a phone never draws the desktop sider first and then slides it away (the whole page moved).
 */
export function useResponsiveDevice(): void {
  const update = useSettings((s) => s.update);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_MEDIA_QUERY);
    const apply = () => update(viewportDevice());
    // The viewport may have crossed the breakpoint while the layout was not mounted (signed out).
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [update]);
}
