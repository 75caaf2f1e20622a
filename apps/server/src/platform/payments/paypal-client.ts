/** Minimal PayPal REST client: an OAuth2 client-credentials token, cached, and JSON calls. */

export type PayPalConfig = { apiBase: string; clientId: string; clientSecret: string };

export type PayPalResponse = { status: number; body: unknown };

/** Renew a little early so a token does not expire between our check and PayPal's. */
const EXPIRY_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 20_000;

export class PayPalClient {
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(
    private readonly config: PayPalConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** One token request at a time: concurrent callers share the one in flight. */
  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString(
      'base64',
    );
    const res = await fetch(`${this.config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
    };
    if (!res.ok || !body.access_token)
      throw new Error(`PayPal token request failed: ${res.status}`);
    const lifetimeMs = (body.expires_in ?? 0) * 1000;
    this.token = {
      value: body.access_token,
      expiresAt: this.now() + Math.max(0, lifetimeMs - EXPIRY_MARGIN_MS),
    };
    return body.access_token;
  }

  /**
   * Sends a JSON request with a bearer token. A 401 means the cached token was revoked or
   * expired early: drop it and retry once with a fresh one.
   */
  async request(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; rawBody?: string; requestId?: string } = {},
    retried = false,
  ): Promise<PayPalResponse> {
    const token = await this.accessToken();
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      prefer: 'return=representation',
    };
    // rawBody: JSON already serialised, for a document that must reach PayPal byte for byte.
    const payload =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (options.requestId) headers['paypal-request-id'] = options.requestId;
    const res = await fetch(`${this.config.apiBase}${path}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (res.status === 401 && !retried) {
      this.token = null;
      return this.request(method, path, options, true);
    }
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body };
  }
}
