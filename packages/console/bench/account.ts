// A fresh account for the signed-in measurements, made through the API the way a user makes one:
// an e-mailed code (read from the dev mailbox), registration, and the questionnaire skipped so
// signing in is not routed through it.
import { authEndpoints, questionnaireEndpoints } from '@quiver/contract';

export interface BenchAccount {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

interface Envelope<T> {
  code: number;
  message: string;
  data?: T;
}

async function call<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  accessToken?: string,
): Promise<T> {
  const answer = await fetch(new URL(path, base), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(accessToken === undefined ? {} : { authorization: `Bearer ${accessToken}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as Envelope<T>;
  if (envelope.code !== 200)
    throw new Error(`${method} ${path} answered ${envelope.code}: ${envelope.message}`);
  return envelope.data as T;
}

export async function registerAccount(base: string): Promise<BenchAccount> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench!Quiver2026x';
  await call(base, 'POST', authEndpoints.emailCaptcha.path, { email, purpose: 'register' });
  const mailbox = await call<unknown>(
    base,
    'GET',
    `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
  );
  const emailCode = /\b(\d{6})\b/.exec(JSON.stringify(mailbox))?.[1];
  if (emailCode === undefined) throw new Error(`No code in the dev mailbox for ${email}`);
  const session = await call<{ accessToken: string; refreshToken: string }>(
    base,
    'POST',
    authEndpoints.register.path,
    { email, password, emailCode },
  );
  await call(
    base,
    'POST',
    questionnaireEndpoints.create.path,
    { skipped: true },
    session.accessToken,
  );
  return { email, password, ...session };
}
