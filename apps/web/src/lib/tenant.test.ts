import { describe, expect, it } from 'vitest';
import { tenantFromPath } from './tenant';

describe('the tenant of a path', () => {
  it('is the first segment when the contract takes it as a tenant code', () => {
    expect(tenantFromPath('/voorbeeld/home')).toBe('voorbeeld');
    expect(tenantFromPath('/proefdorp')).toBe('proefdorp');
    expect(tenantFromPath('/t0123456789ab/welcome')).toBe('t0123456789ab');
    expect(tenantFromPath('/den-haag/')).toBe('den-haag');
  });

  it('is none for an empty path, a reserved segment, or one the server would never create', () => {
    for (const path of ['/', '', '/assets/x.js', '/municipalities/a-bg.jpg', '/health', '/index.html', '/api/x']) {
      expect(tenantFromPath(path), path).toBeNull();
    }
    for (const path of ['/Voorbeeld/home', '/1town', '/den_haag', '/a', '/%E0%A4%A', '/t%C3%B3wn']) {
      expect(tenantFromPath(path), path).toBeNull();
    }
  });
});
