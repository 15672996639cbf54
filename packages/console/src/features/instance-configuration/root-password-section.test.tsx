import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import { instance as instanceRoutes } from '../../data/instance/endpoints.ts';
import { instanceKeys } from '../../data/instance/keys.ts';
import { resetPassword } from '../../data/reset-password/endpoints.ts';
import { acceptedOf } from '../../../test/instances.ts';
import { answer, refuse, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { testInstance } from './test-fixtures.ts';
import { RootPasswordSection } from './root-password-section.tsx';

const image = 'data:image/svg+xml;base64,PHN2Zy8+';

function answerCaptchas() {
  let drawn = 0;
  server.use(
    answer(resetPassword.captchaImage, () => {
      drawn += 1;
      return { captchaId: `captcha-${drawn}`, image, expiresInSeconds: 300 };
    }),
  );
  return () => drawn;
}

describe('the root password reset', () => {
  it('goes captcha → e-mailed code → new password, saying first that the instance restarts', async () => {
    const drawn = answerCaptchas();
    const sent: unknown[] = [];
    server.use(
      refuse(resetPassword.sendCode, codes.refused, 'Incorrect verification code.', {
        captchaCode: 'api.captcha-code-invalid',
      }),
    );
    const { user, services } = renderWithProviders(
      <RootPasswordSection instance={testInstance()} />,
    );
    services.queryClient.setQueryData(instanceKeys.detail('inst-1'), testInstance());
    expect(screen.getByText(/Resetting restarts the instance\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reset root password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the root password' });
    expect(await within(dialog).findByRole('img', { name: 'Security check image' })).toBeVisible();
    const characters = within(dialog).getByRole('textbox', { name: 'Characters in the image' });
    const before = drawn();
    await user.type(characters, 'wrong{Enter}');
    await waitFor(() => expect(characters).toHaveAttribute('aria-invalid', 'true'));
    expect(characters).toHaveAccessibleDescription('Incorrect verification code.');
    // Any answer uses an image up: a new one is drawn for the next try.
    await waitFor(() => expect(drawn()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'New image' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    const latest = `captcha-${drawn()}`;

    server.use(
      answer(resetPassword.sendCode, (body) => {
        sent.push(body);
        return { expiresInSeconds: 600, resendAfterSeconds: 60, sentTo: 'a***@example.com' };
      }),
      answer(resetPassword.reset, (body) => {
        sent.push(body);
        return acceptedOf('inst-1', 'resetRootPassword', 'RESTARTING', 'RUNNING');
      }),
      answer(instanceRoutes.state, { items: [] }),
    );
    await user.clear(characters);
    await user.type(characters, 'Ab123{Enter}');
    expect(
      await within(dialog).findByText(
        'We sent a 6-digit code to a***@example.com. Enter it with the new password.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('The instance restarts')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '123456');
    const password = within(dialog).getByLabelText('New root password');
    await user.type(password, 'bad pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset and restart' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(password);
    await user.type(password, 'N3w-root-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset and restart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { instanceId: 'inst-1', captchaId: latest, captchaCode: 'Ab123' },
      { instanceId: 'inst-1', emailCode: '123456', password: 'N3w-root-pass' },
    ]);
    expect(services.queryClient.getQueryData(instanceKeys.detail('inst-1'))).toMatchObject({
      status: 'RESTARTING',
    });
  });

  it('shows a wrong e-mailed code in place, keeping the password typed', async () => {
    answerCaptchas();
    server.use(
      answer(resetPassword.sendCode, {
        expiresInSeconds: 600,
        resendAfterSeconds: 60,
        sentTo: 'a***@example.com',
      }),
      refuse(resetPassword.reset, codes.refused, 'Incorrect verification code.', {
        emailCode: 'api.captcha-code-invalid',
      }),
    );
    const { user } = renderWithProviders(<RootPasswordSection instance={testInstance()} />);
    await user.click(screen.getByRole('button', { name: 'Reset root password' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('img');
    await user.type(within(dialog).getByRole('textbox'), 'Ab123{Enter}');
    const code = await within(dialog).findByLabelText('Code from the e-mail');
    await user.type(code, '000000');
    const password = within(dialog).getByLabelText('New root password');
    await user.type(password, 'N3w-root-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset and restart' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveValue('N3w-root-pass');
  });

  it('is disabled with the reason when the instance is stopped', () => {
    renderWithProviders(<RootPasswordSection instance={testInstance({ status: 'STOPPED' })} />);
    expect(screen.getByRole('button', { name: 'Reset root password' })).toBeDisabled();
    expect(screen.getByText('Start the instance first.')).toBeVisible();
  });
});
