import './lib/zod-jitless';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setTenant } from './lib/api-client';
import { readBoot } from './lib/boot';
import { startI18n } from './lib/i18n';
import { applyContrast, storedContrast } from './lib/preferences';

async function start(container: HTMLElement) {
  const boot = readBoot();
  applyContrast(storedContrast(), false);
  await startI18n();
  if (!boot) {
    container.textContent = 'Parkeerloket';
    return;
  }
  setTenant(boot.municipality.code);
  createRoot(container).render(
    <StrictMode>
      <App boot={boot} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
