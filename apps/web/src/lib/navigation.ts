/**
 * Navigation for code outside components (the API client's session timeout, logout).
 * The router registers itself at start-up; paths are relative to the tenant.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigate: Navigate | null = null;

export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  navigate?.(path, options);
}
