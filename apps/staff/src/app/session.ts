import type { StaffMember } from '@parkeerloket/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../lib/api-client';
import { localeOf } from '../lib/preferences';

export const SESSION_KEY = ['staff', 'session'] as const;

/** The signed-in staff member, or null when no one is (401). */
export function useStaffSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => {
      try {
        return await callStaff('getStaffSession');
      } catch (error) {
        if ((error as { problem?: { status?: number } }).problem?.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The server speaks the screen's language: a staff session's language (set at sign-in from the browser's
 * Accept-Language) wins over what a call asks, so when the screen's language (the switch, or the choice this
 * browser kept from before the sign-in) is not the session's, the session's is set, and everything shown is asked
 * again, so the server's texts on screen (a refusal, a field's reason) come in the new language.
 */
export function useServerSpeaksScreenLanguage(staff: StaffMember): void {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const wanted = localeOf(i18n.language);
  useEffect(() => {
    if (staff.language === wanted) return;
    let current = true;
    callStaff('setStaffSessionLanguage', { body: { language: wanted } })
      .then((member) => {
        // A later switch has its own call: only the last one's answer is kept.
        if (!current) return;
        queryClient.setQueryData(SESSION_KEY, member);
        return queryClient.invalidateQueries();
      })
      // Not set (a 401 shows the sign-in page): the screen's own texts are switched; the server's stay as they were.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [staff.language, wanted, queryClient]);
}
