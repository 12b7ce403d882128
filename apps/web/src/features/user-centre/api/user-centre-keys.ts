import type { Locale } from '@console/shared';

/**
 * Query keys of the user centre: `all → projects | activity | teams | visits | sessions | security-events | certification | second-factor | passkeys`.
 * Texts the server words (names, titles) carry the locale in their key.
 */
export const userCentreKeys = {
  all: ['user-centre'] as const,
  projects: (locale: Locale) => [...userCentreKeys.all, 'projects', locale] as const,
  activity: (locale: Locale) => [...userCentreKeys.all, 'activity', locale] as const,
  teams: (locale: Locale) => [...userCentreKeys.all, 'teams', locale] as const,
  visits: (locale: Locale) => [...userCentreKeys.all, 'visits', locale] as const,
  sessions: () => [...userCentreKeys.all, 'sessions'] as const,
  /** Every page of the security events: what a change to how the account signs in invalidates. */
  securityEventPages: () => [...userCentreKeys.all, 'security-events'] as const,
  securityEvents: (page: number) => [...userCentreKeys.securityEventPages(), page] as const,
  certification: (locale: Locale) => [...userCentreKeys.all, 'certification', locale] as const,
  secondFactor: () => [...userCentreKeys.all, 'second-factor'] as const,
  passkeys: () => [...userCentreKeys.all, 'passkeys'] as const,
};
