/**
 * An external forward (core 2.3; lifecycle payments): the server answers `url`, `httpmethod`
 * and `postparams`, and the browser goes there by submitting a hidden form, with GET when
 * httpmethod is 'GET' and POST otherwise, the postparams as hidden inputs.
 */
import type { ExternalForward } from '@parkeerloket/contract';

export interface ForwardForm {
  method: 'GET' | 'POST';
  action: string;
  fields: { name: string; value: string }[];
}

/**
 * The form to submit, or null when the answer holds no usable address. Only http(s)
 * addresses are followed: a forward must never run script in the portal's page. A GET
 * form replaces the query of its action, so a query in the url travels as fields too.
 */
export function forwardForm(forward: Partial<ExternalForward> | null | undefined, base: string): ForwardForm | null {
  if (!forward?.url) return null;
  let url: URL;
  try {
    url = new URL(forward.url, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const method = forward.httpmethod === 'GET' ? 'GET' : 'POST';
  const fields = (forward.postparams ?? [])
    .filter((param) => typeof param?.name === 'string' && param.name !== '')
    .map((param) => ({ name: param.name, value: String(param.value ?? '') }));
  if (method === 'POST') return { method, action: url.href, fields };
  const query = [...url.searchParams].map(([name, value]) => ({ name, value }));
  url.search = '';
  return { method, action: url.href, fields: [...query, ...fields] };
}

/** Leaves the portal: builds the hidden form and submits it. */
export function submitForward(form: ForwardForm): void {
  const element = document.createElement('form');
  element.method = form.method.toLowerCase();
  element.action = form.action;
  element.hidden = true;
  for (const field of form.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}
