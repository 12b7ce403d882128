import Image404 from '@arco-design/web-react/es/Result/404';
import { ExceptionResult } from '../components/exception-result';

export default function PageGonePage() {
  return <ExceptionResult status="404" illustration={<Image404 />} retry />;
}
