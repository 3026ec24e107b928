/// <reference types="vite/client" />

declare module 'virtual:parkeerloket/staff-texts' {
  const texts: { nl: Record<string, string>; en: Record<string, string> };
  export default texts;
}
