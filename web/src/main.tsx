import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { reloadOnChunkPreloadErrors } from '@/app/chunk-reload';
import '@/styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// Before the first render, so a lazy screen that fails right away is caught too.
reloadOnChunkPreloadErrors();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
