export { SettingsDrawer } from './components/settings-drawer';
export { useServerSettingsSync } from './use-server-settings-sync';
