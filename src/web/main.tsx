import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './router.tsx';
import { ErrorBoundary } from './ui/error-boundary.tsx';
import './styles.css';

// The toaster (sonner) is not needed to draw the first page: it arrives just after.
const Toaster = lazy(() => import('./ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ErrorBoundary>
  </StrictMode>,
);
