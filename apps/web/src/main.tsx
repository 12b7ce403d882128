import '@arco-design/web-react/es/_util/react-19-adapter';
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@/lib/i18n/i18n';
import '@/stores/settings';
import { trackNavigationProgress } from '@/app/progress';
import { router } from '@/app/router';
import './styles/global.css';

trackNavigationProgress(router);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
