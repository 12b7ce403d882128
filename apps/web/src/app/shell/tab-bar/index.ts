export { TabBar } from './components/tab-bar';
export { KeepAliveOutlet } from './components/keep-alive-outlet';
