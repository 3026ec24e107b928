/** What the server put in the page (apps/server/src/staff/web/staff-boot.ts): the municipality and how staff sign in. */
export interface StaffBoot {
  municipality: { code: string; name: string };
  oidc: boolean;
  demoStaff: { key: string; name: string; roles: string[] }[];
}

export function readBoot(): StaffBoot | null {
  const element = document.getElementById('pl-staff-boot');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as StaffBoot;
  } catch {
    return null;
  }
}
