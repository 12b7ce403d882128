import { STORAGE_KEYS } from '@console/shared';

/** What the login form remembers under `login-config`: never the password. */
export interface LoginConfig {
  rememberUsername: boolean;
  username: string;
}

const DEFAULT_CONFIG: LoginConfig = { rememberUsername: true, username: '' };

export function readLoginConfig(): LoginConfig {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.loginConfig) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return DEFAULT_CONFIG;
    const { rememberUsername, username } = stored as Partial<LoginConfig>;
    return {
      rememberUsername: typeof rememberUsername === 'boolean' ? rememberUsername : DEFAULT_CONFIG.rememberUsername,
      username: typeof username === 'string' ? username : '',
    };
  } catch {
    return DEFAULT_CONFIG;
  }
}

export function saveLoginConfig(rememberUsername: boolean, username: string): void {
  const config: LoginConfig = { rememberUsername, username: rememberUsername ? username : '' };
  localStorage.setItem(STORAGE_KEYS.loginConfig, JSON.stringify(config));
}
