export { MessageBoxButton } from './components/message-box-button';
