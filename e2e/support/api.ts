/** Calls to the API from the test process (node fetch), for arranging what a journey needs. */

export type ApiSession = { cookie: string };

export async function apiLogin(
  baseUrl: string,
  email: string,
  password: string,
  panel: 'athlete' | 'console' | 'fan' = 'athlete',
): Promise<ApiSession> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, panel }),
  });
  if (!res.ok) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  const token = /fhp_session=([^;]+)/.exec(setCookie)?.[1];
  if (!token) throw new Error('no session cookie in the login answer');
  return { cookie: `fhp_session=${token}` };
}

export async function apiGet<T>(baseUrl: string, path: string, session?: ApiSession): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    headers: session ? { cookie: session.cookie } : {},
  });
  if (!res.ok) throw new Error(`GET ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function apiPost<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  session?: ApiSession,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { cookie: session.cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo athlete's user id, read through their own session. */
export async function userIdOf(baseUrl: string, email: string, password: string): Promise<string> {
  const session = await apiLogin(baseUrl, email, password);
  const me = await apiGet<{ user: { id: string } }>(baseUrl, '/api/me', session);
  return me.user.id;
}

type OutboxEmail = { to: string; subject: string; text: string; createdAt: string };

/**
 * The newest e-mail sent to an address (with this subject, when given), from the development
 * outbox. The subject matters on the shared server: other specs' sign-ups mail the demo fan too.
 */
export async function latestEmailTo(
  baseUrl: string,
  address: string,
  subject?: string,
): Promise<OutboxEmail | undefined> {
  const page = await apiGet<{ items: OutboxEmail[] }>(baseUrl, '/api/dev/emails?limit=50');
  return page.items.find(
    (mail) => mail.to === address && (subject === undefined || mail.subject === subject),
  );
}

export const DEMO = {
  athlete: { email: 'athlete@example.com', password: 'Athlete123!' },
  athlete2: { email: 'athlete2@example.com', password: 'Athlete123!' },
  blocked: { email: 'blocked@example.com', password: 'Athlete123!' },
  fan: { email: 'fan@example.com', password: 'Fan12345!' },
  manager: { email: 'manager@example.com', password: 'Manager123!' },
  school: { email: 'school@example.com', password: 'School123!' },
  admin: { email: 'admin@example.com', password: 'Admin123!' },
} as const;
