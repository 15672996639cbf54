// Resetting the graph root password of an instance or a cluster (spec section 4: it needs an e-mail
// code and restarts the instance): an image captcha guards sending the code to the account's own
// address; the code and the new password then start a resetRootPassword job (RESTARTING, RUNNING)
// that hands the provider the password's verifier, never the password.
import type { CaptchaService } from '../captcha/service.ts';
import {
  emailCodeCooldownSeconds,
  emailCodeTtlSeconds,
  type EmailCodeService,
} from '../email-codes/service.ts';
import type { ClusterService } from '../clusters/service.ts';
import type { InstanceService } from '../instances/service.ts';
import type { LifecycleService, Owner } from '../lifecycle/service.ts';
import type { Mailer } from '../mail/mailer.ts';

/** `a***@example.com`: enough to recognise the address, not to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(email.slice(0, at))[0] ?? ''}***${email.slice(at)}`;
}

export interface ResetPasswordDeps {
  lifecycle: LifecycleService;
  instances: InstanceService;
  clusters: ClusterService;
  captchas: CaptchaService;
  emailCodes: EmailCodeService;
  mailer: Mailer;
}

export interface Account extends Owner {
  email: string;
}

/** What a reset code is sent for: it resets only this instance or cluster. */
export interface ResetTarget {
  kind: 'instance' | 'cluster';
  id: string;
}

export class InstanceResetPasswordService {
  constructor(private readonly deps: ResetPasswordDeps) {}

  /** Refuses unless the caller's instance allows a root-password reset now (Active). */
  private async allowed(owner: Account, instanceId: string) {
    const row = await this.deps.instances.row(owner.id, instanceId);
    this.deps.instances.allow(owner, row, 'resetRootPassword');
    return row;
  }

  /** The target's name, once its matrix allows a root-password reset now. */
  private async allowedTarget(owner: Account, target: ResetTarget): Promise<string> {
    if (target.kind === 'instance') return (await this.allowed(owner, target.id)).name;
    await this.deps.clusters.assertAllowed(owner, target.id, 'resetRootPassword');
    return (await this.deps.clusters.row(owner.id, target.id)).name;
  }

  async captcha(owner: Account, target: ResetTarget) {
    await this.allowedTarget(owner, target);
    const captcha = await this.deps.captchas.create();
    return {
      captchaId: captcha.captchaId,
      image: `data:image/svg+xml;base64,${Buffer.from(captcha.svg).toString('base64')}`,
      expiresInSeconds: captcha.expiresInSeconds,
    };
  }

  /**
   * Every send needs a fresh image captcha; the e-mail code service adds its 60-second gap and
   * hourly cap per address. The code is bound to the target: it resets that one only.
   */
  async sendCode(
    owner: Account,
    target: ResetTarget,
    captcha: { captchaId: string; captchaCode: string },
  ) {
    const name = await this.allowedTarget(owner, target);
    await this.deps.captchas.consume(captcha.captchaId, captcha.captchaCode);
    const code = await this.deps.emailCodes.issue(owner.email, 'instance-reset', target.id);
    await this.deps.mailer.send({
      to: owner.email,
      subject: `${code} is your Quiver Cloud verification code`,
      text:
        `Use the code ${code} to reset the root password of your ${target.kind} "${name}". ` +
        `It expires in 10 minutes and works once. The ${target.kind} restarts when the password changes. ` +
        'If you did not ask for it, ignore this message.',
      code,
    });
    return {
      expiresInSeconds: emailCodeTtlSeconds,
      resendAfterSeconds: emailCodeCooldownSeconds,
      sentTo: maskEmail(owner.email),
    };
  }

  /**
   * Checks the state first, then the code and its throttle (before the costly password hash, so
   * guessing costs the server nothing), then accepts the restart and uses the code up in the same
   * transaction: a reset refused at any step (also one that loses a race to another operation) leaves
   * the code usable. Of two resets racing with one code, the code lets one through.
   */
  async reset(owner: Account, instanceId: string, emailCode: string, password: string) {
    await this.allowed(owner, instanceId);
    const codeId = await this.deps.emailCodes.check(owner.email, 'instance-reset', emailCode, {
      resourceId: instanceId,
    });
    const rootPasswordHash = await this.deps.lifecycle.rootPasswordHash(password);
    return this.deps.instances.act(owner, instanceId, 'resetRootPassword', {
      payload: { rootPasswordHash },
      alongside: (tx) => this.deps.emailCodes.use(codeId, 'emailCode', tx),
    });
  }

  /**
   * The cluster's reset: the matrix first (a code is not used up on a cluster that cannot be reset
   * now), then the code (checked before the password is hashed), and the code is used up only once
   * the restart is accepted: a reset refused by the locked lifecycle step (another operation won)
   * keeps it. Two resets with one code on one cluster are serialised by that step, so only one is
   * accepted; if the code was replaced by a newer one meanwhile, the accepted restart still stands.
   */
  async resetCluster(owner: Account, clusterId: string, emailCode: string, password: string) {
    await this.deps.clusters.assertAllowed(owner, clusterId, 'resetRootPassword');
    const codeId = await this.deps.emailCodes.check(owner.email, 'instance-reset', emailCode, {
      resourceId: clusterId,
    });
    const accepted = await this.deps.clusters.resetRootPassword(owner, clusterId, password);
    await this.deps.emailCodes.use(codeId).catch(() => undefined);
    return accepted;
  }
}
