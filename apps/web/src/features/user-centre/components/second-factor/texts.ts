import { loadDictionaries } from '@/lib/i18n/i18n';
import type { Dictionary } from '@/lib/i18n/i18n-core';

/**
 * The second factor's texts, loaded with the parts that show it (the security settings, whose code
 * loads when first opened, and the forced set-up's screen), not with every page of the user centre.
 */
export const loadSecondFactorTexts = () =>
  loadDictionaries(import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' }));
