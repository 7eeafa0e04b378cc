import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadTranslator, pageLocale } from './lib/i18n';
import { loadHomePage } from './routes';
import './index.css';

// Home is a chunk of its own: on / it downloads while the catalogue loads, not after the first render.
if (window.location.pathname === '/') void loadHomePage();

// The page's catalogue is loaded before the first render, so no text ever flashes in another language.
const translator = await loadTranslator(pageLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App translator={translator} />
  </StrictMode>,
);
