export { useRecordVisit } from './use-record-visit';
export { workplaceKeys } from './api/workplace-keys';
