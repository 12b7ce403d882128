export function useServerSettingsSync(): void {}
