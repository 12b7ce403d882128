export { useRecordVisit } from './use-record-visit';
