import Image500 from '@arco-design/web-react/es/Result/500';
import { ExceptionResult } from '../components/exception-result';

export default function ServerErrorPage() {
  return <ExceptionResult status="500" illustration={<Image500 />} />;
}
