import type { Locale } from '@console/shared';

/** The three card lists. */
export type CardListKind = 'quality-inspection' | 'the-service' | 'rules-preset';

/**
 * Query keys of the card lists: `all → lists → list(kind, locale)`. The locale is part of the key
 * because the server writes the card texts in the language the client asks for.
 */
export const cardListKeys = {
  all: ['card-list'] as const,
  lists: () => [...cardListKeys.all, 'list'] as const,
  kind: (kind: CardListKind) => [...cardListKeys.lists(), kind] as const,
  list: (kind: CardListKind, locale: Locale) => [...cardListKeys.kind(kind), locale] as const,
};
