import { useEffect } from 'react';
import { useSettings } from '@/stores/settings';

/** Below the lg breakpoint the sider gives way to a drawer menu (screens.md 5.8). */
const MOBILE_BELOW_PX = 992;
const RESIZE_DEBOUNCE_MS = 100;

export function useResponsiveDevice(): void {
  const update = useSettings((s) => s.update);
  useEffect(() => {
    const measure = () => {
      if (document.hidden) return;
      const mobile = document.body.getBoundingClientRect().width - 1 < MOBILE_BELOW_PX;
      update({ device: mobile ? 'mobile' : 'desktop', hideMenu: mobile });
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [update]);
}
