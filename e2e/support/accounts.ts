import { ALWAYS_REQUIRED_ACKNOWLEDGEMENTS } from '@fhp/domain';
import { tinyPng } from '../registration/sign-up-steps';
import { apiGet, apiLogin } from './api';

/** An active athlete made for one spec: its data changes nothing another spec reads. */
export type FreshAthlete = {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The number of their public page, /athletes/{athleteNumber}. */
  athleteNumber: number;
  payoutEmail: string;
};

let made = 0;

async function postJson<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Signs up a college athlete through the API and pays the fee on the payment simulator, as the
 * sign-up pages do, so a spec can change an account on the shared server without touching the
 * demo accounts. Miami, Florida International University: the demo school admin's IP contract
 * covers it. A $2.00 chat rate unless given (in cents). The payout e-mail is set at sign-up
 * (the profile changes it with the password); the payment simulator fails a payout to an
 * address starting with `fail` and returns one starting with `return`.
 */
export async function signUpAthlete(
  baseUrl: string,
  options: {
    firstName?: string;
    lastName?: string;
    chatRateCents?: number;
    payoutEmail?: string;
  } = {},
): Promise<FreshAthlete> {
  made += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${made}`;
  const account = {
    email: `e2e-${tag}@example.com`,
    password: 'Fresh-Athlete-1',
    firstName: options.firstName ?? 'Casey',
    lastName: options.lastName ?? 'Morgan',
  };
  const data = {
    ...account,
    dateOfBirth: '2004-05-06',
    gender: 'Male',
    phone: '3055550100',
    contactWithFans: 'yes',
    contactMethod: 'whatsapp',
    contactValue: '13055550100',
    country: 'USA',
    schoolAthlete: 'yes',
    payoutEmail: options.payoutEmail ?? 'payouts@example.com',
    chatRateCents: options.chatRateCents ?? 200,
    sportBadgeRateCents: 800,
    athleteType: 'College',
    sport: 'Basketball',
    state: 'FL',
    city: 'Miami',
    school: 'Florida International University',
    acknowledgements: Object.fromEntries(ALWAYS_REQUIRED_ACKNOWLEDGEMENTS.map((k) => [k, true])),
  };
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('photo', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'me.png');
  const signUp = await fetch(`${baseUrl}/api/registration/athletes`, {
    method: 'POST',
    body: form,
  });
  if (signUp.status !== 201)
    throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { feeToken: token } = (await signUp.json()) as { feeToken: string };

  const { paymentId, approveUrl } = await postJson<{ paymentId: string; approveUrl: string }>(
    baseUrl,
    '/api/registration/fee',
    { token },
  );
  const orderId = new URL(approveUrl, baseUrl).pathname.split('/').pop();
  await postJson(baseUrl, `/api/payments/simulated/${orderId}/approve`, {});
  await postJson(baseUrl, '/api/registration/fee/capture', { token, paymentId });

  const session = await apiLogin(baseUrl, account.email, account.password);
  const me = await apiGet<{ user: { id: string }; athlete: { athleteNumber: number } }>(
    baseUrl,
    '/api/me',
    session,
  );
  return {
    ...account,
    id: me.user.id,
    athleteNumber: me.athlete.athleteNumber,
    payoutEmail: data.payoutEmail,
  };
}

/** A fan made for one spec (Miami, Florida), signed up through the API. */
export type FreshFan = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  panel: 'fan';
};

export async function signUpFan(
  baseUrl: string,
  options: { firstName?: string; lastName?: string } = {},
): Promise<FreshFan> {
  made += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${made}`;
  const fan = {
    email: `e2e-fan-${tag}@example.com`,
    password: 'Fresh-Fan-1',
    firstName: options.firstName ?? 'Riley',
    lastName: options.lastName ?? 'Supporter',
  };
  await postJson(baseUrl, '/api/fans', { ...fan, stateCode: 'FL', city: 'Miami' });
  return { ...fan, panel: 'fan' };
}
