export function SettingsDrawer() {
  return null;
}
