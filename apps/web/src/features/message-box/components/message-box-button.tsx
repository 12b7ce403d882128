export function MessageBoxButton() {
  return null;
}
