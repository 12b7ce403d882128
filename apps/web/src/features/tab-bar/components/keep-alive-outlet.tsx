import { Outlet } from 'react-router';

export function KeepAliveOutlet() {
  return <Outlet />;
}
