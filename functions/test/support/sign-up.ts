import { API_PATHS } from '@thumbforge/contract';

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Signs up through the API (local identity) as a browser at `origin` would, and returns the
 * session token and the cookie that keeps the session. `apiBase` is the server's origin and API
 * prefix. Plain fetch, so the bench uses it as the tests do.
 */
export async function signUpAt(
  apiBase: string,
  origin: string,
  input: SignUpInput,
): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`${apiBase}${API_PATHS.localAuth.signUp}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(input),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('the sign-up response set no cookie');
  return { token, cookie };
}
