import { describe } from 'vitest';
import type { MessageKey } from '../../i18n/i18n';
import { itReadsAsTheScreen } from '../../../test/screen-texts';
import enUS from './locales/en-US.json' with { type: 'json' };
import './workplace.messages';

describe('the texts of the Workplace charts the server draws', () => {
  itReadsAsTheScreen('workplace', (t) => (Object.keys(enUS) as MessageKey[]).map(t));
});
