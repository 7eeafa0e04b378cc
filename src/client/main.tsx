import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadTranslator, pageLocale } from './lib/i18n';
import './index.css';

// The page's catalogue is loaded before the first render, so no text ever flashes in another language.
const translator = await loadTranslator(pageLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App translator={translator} />
  </StrictMode>,
);
