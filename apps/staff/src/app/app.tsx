/**
 * The staff app: the signed-in staff member decides what is shown. No session: the sign-in page, at
 * whatever path. A screen the roles may not see: a refusal, never its content (the server refuses the
 * calls too).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { whenSignedOut } from '../lib/api-client';
import type { StaffBoot } from '../lib/boot';
import { maySee } from './may-see';
import { STAFF_SCREENS } from './screens';
import { SESSION_KEY, useStaffSession } from './session';
import { Shell } from './shell';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="utrecht-paragraph" role="status">
      {t('staff.loading')}
    </p>
  );
}

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="utrecht-heading-1">{t('staff.not_allowed.title')}</h1>
      <p className="utrecht-paragraph">{t('staff.not_allowed.text')}</p>
    </>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return <h1 className="utrecht-heading-1">{t('staff.not_found')}</h1>;
}

function Staff({ boot }: { boot: StaffBoot }) {
  const session = useStaffSession();
  const { t } = useTranslation();
  useEffect(() => whenSignedOut(() => queryClient.setQueryData(SESSION_KEY, null)), []);
  if (session.isPending) return <Loading />;
  if (session.isError) {
    return (
      <main className="pl-staff-main">
        <p className="utrecht-paragraph" role="alert">
          {t('staff.problem.other')}
        </p>
      </main>
    );
  }
  const staff = session.data;
  if (!staff) return <SignInPage boot={boot} />;
  return (
    <Shell staff={staff}>
      <Suspense fallback={<Loading />}>
        <Routes>
          {STAFF_SCREENS.map((screen) => {
            const Screen = screen.element;
            return (
              <Route
                key={screen.path}
                path={`/${screen.path}`}
                element={maySee(staff.roles, screen.operationId) ? <Screen /> : <NotAllowed />}
              />
            );
          })}
          <Route path="/aanmelden" element={<Screenless />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </Shell>
  );
}

/** Signed in already at the sign-in page's address (after the provider's return): the start screen. */
function Screenless() {
  const Start = STAFF_SCREENS[0]?.element;
  return Start ? <Start /> : null;
}

export function App({ boot }: { boot: StaffBoot }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={`/${boot.municipality.code}/beheer`}>
        <Staff boot={boot} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
