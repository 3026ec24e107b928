import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { MessageDialog } from '../components/message-dialog';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import type { createRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <MessageDialog />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
