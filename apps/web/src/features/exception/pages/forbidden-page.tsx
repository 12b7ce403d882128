import { ExceptionResult } from '../components/exception-result';

export default function ForbiddenPage() {
  return <ExceptionResult status="403" />;
}
