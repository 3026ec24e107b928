import { useQuery } from '@tanstack/react-query';
import { callStaff } from '../lib/api-client';

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
