import { API_BASE } from '@console/shared';

/** Avatars ship with the server (`apps/server/static/avatars`), never from elsewhere. */
export const AVATAR_BASE = `${API_BASE}/static/avatars`;

export const avatarUrl = (name: string): string => `${AVATAR_BASE}/${name}.svg`;
