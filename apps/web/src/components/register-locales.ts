import { LOCALES } from '@console/shared';
import { i18n } from '../lib/i18n';

/**
 * Dictionaries of the app-wide components (`components/<x>/locales/<locale>.json`). They are
 * registered by the components' entry modules, so they travel in the chunks that use them.
 */
const files = import.meta.glob<Record<string, string>>('./*/locales/*.json', { eager: true, import: 'default' });

for (const [path, dictionary] of Object.entries(files)) {
  const locale = LOCALES.find((l) => path.endsWith(`/${l}.json`));
  if (locale) i18n.addResourceBundle(locale, 'translation', dictionary, true, false);
}
