import { registerDictionaries } from '../lib/i18n/i18n';
import type { Dictionary } from '../lib/i18n/i18n-core';

/**
 * Dictionaries of the app-wide components (`components/<x>/locales/<locale>.json`). They are
 * registered by the components' entry modules, so they travel in the chunks that use them.
 */
registerDictionaries(import.meta.glob<Dictionary>('./*/locales/*.json', { eager: true, import: 'default' }));
