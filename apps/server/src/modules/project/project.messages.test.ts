import { describe } from 'vitest';
import { projectChartTexts } from '@console/shared/project/charts';
import { itReadsAsTheScreen } from '../../../test/screen-texts';
// The task types' names are the task module's texts.
import '../task';
import './project.messages';

describe('the texts of the project charts the server draws', () => {
  itReadsAsTheScreen('project', projectChartTexts);
});
