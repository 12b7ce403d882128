import Image403 from '@arco-design/web-react/es/Result/403';
import { ExceptionResult } from '../components/exception-result';

export default function ForbiddenPage() {
  return <ExceptionResult status="403" illustration={<Image403 />} />;
}
