import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, readStoredTheme } from './lib/theme';
import './index.css';

// index.html carries static head tags for crawlers without JavaScript; each page renders its own <Seo>.
for (const node of document.head.querySelectorAll('[data-static-seo]')) node.remove();
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
