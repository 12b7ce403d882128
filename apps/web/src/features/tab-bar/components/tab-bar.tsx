export function TabBar() {
  return null;
}
