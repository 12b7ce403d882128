import { ExceptionResult } from '../components/exception-result';

export default function PageGonePage() {
  return <ExceptionResult status="404" retry />;
}
