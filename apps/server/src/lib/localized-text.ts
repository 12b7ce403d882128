import type { Locale } from '@console/shared';
import type { LocalizedText } from '../db/schema/columns';

/** The text in the caller's locale. */
export const localize = (text: LocalizedText, locale: Locale): string => text[locale];
