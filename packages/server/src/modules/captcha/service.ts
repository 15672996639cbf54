// Image captchas: an SVG with distorted characters, answered once within five minutes. Only a hash of
// the answer is stored; any attempt (right or wrong) uses the captcha up, so it cannot be guessed at.
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import { RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import { sameSecret, sha256 } from '../../lib/secrets.ts';
import * as repo from './repo.ts';

export interface CaptchaImage {
  text: string;
  svg: string;
}

export type CaptchaGenerator = () => CaptchaImage;

export const svgCaptchaGenerator: CaptchaGenerator = () => {
  // No look-alike characters: 0/o, 1/l/i.
  const { text, data } = svgCaptcha.create({
    size: 5,
    noise: 3,
    ignoreChars: '0oO1lIi',
    color: true,
  });
  return { text, svg: data };
};

const ttlSeconds = 5 * 60;

function answerHash(id: string, answer: string): string {
  return sha256(`${id}:${answer.trim().toLowerCase()}`);
}

export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly generate: CaptchaGenerator,
  ) {}

  async create(): Promise<{ captchaId: string; svg: string; expiresInSeconds: number }> {
    const image = this.generate();
    const expiresAt = new Date(this.clock.now().getTime() + ttlSeconds * 1000);
    const id = crypto.randomUUID();
    await repo.insertCaptcha(this.db, { id, answerHash: answerHash(id, image.text), expiresAt });
    return { captchaId: id, svg: image.svg, expiresInSeconds: ttlSeconds };
  }

  /**
   * Checks an answer and uses the captcha up. Throws 1216 with a field error on `field` when the
   * captcha is unknown, expired, used or answered wrongly.
   */
  async consume(
    captchaId: string | undefined,
    answer: string | undefined,
    field = 'captchaCode',
  ): Promise<void> {
    if (!captchaId || !answer)
      throw new RuleViolation('captchaRequired', {
        fields: { [field]: 'api.captcha-code-required' },
      });
    const wrong = new RuleViolation('incorrectVerificationCode', {
      fields: { [field]: 'api.captcha-code-invalid' },
    });
    if (!isUuid(captchaId)) throw wrong;
    const stored = await repo.useCaptcha(this.db, captchaId, this.clock.now());
    if (!stored || !sameSecret(stored, answerHash(captchaId, answer))) throw wrong;
  }
}
