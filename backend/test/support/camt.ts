import type { TestApp } from './test-app';

export { camt053, type CamtLine } from './camt053-document';

/** Uploads a statement as the console does (multipart field `kontoauszug`). */
export async function importStatement(
  t: TestApp,
  token: string,
  xml: string,
  field = 'kontoauszug',
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append(field, new Blob([xml], { type: 'application/xml' }), 'auszug.xml');
  const response = await fetch(`${t.baseUrl}/api/admin/kontoauszuege`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}
