import { ExceptionResult } from '../components/exception-result';

export default function ServerErrorPage() {
  return <ExceptionResult status="500" />;
}
