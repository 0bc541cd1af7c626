import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenFirstPageIsReady } from './app/router';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html is missing <div id="root">.');

await whenFirstPageIsReady();
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
