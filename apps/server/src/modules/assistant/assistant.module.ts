import { defineModule } from '../module';
import './assistant.messages';
import { assistantRoutes } from './assistant.routes';

/** The AI assistant: conversations per account, answers streamed from a provider or the built-in assistant. */
export const assistantModule = defineModule({ name: 'assistant', routes: assistantRoutes });
