/**
 * Submits the page form of an Alipay page payment (what /api/alipay/doPay answers) without putting
 * server HTML into the page: the form's action, method, target and fields are read with DOMParser
 * and a fresh form is built from them. Call it from a click, so the new tab is not blocked.
 */
export function submitPayForm(html: string): boolean {
  const parsed = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  if (!parsed) return false;
  const action = parsed.getAttribute('action') ?? '';
  // only web addresses: never a javascript: or data: target
  if (!/^https?:\/\//i.test(action) && !action.startsWith('/')) return false;
  const form = document.createElement('form');
  form.action = action;
  form.method = parsed.getAttribute('method') ?? 'get';
  form.target = parsed.getAttribute('target') ?? '_blank';
  form.style.display = 'none';
  for (const input of Array.from(parsed.querySelectorAll('input[name]'))) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = input.getAttribute('name') ?? '';
    field.value = input.getAttribute('value') ?? '';
    form.appendChild(field);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
  return true;
}
