import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import { answer, refuse, server, type SentParams } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { auth } from '../../data/auth/endpoints.ts';
import { notice } from '../../data/notice/endpoints.ts';
import { RegisterScreen } from './register-screen.tsx';

const image = 'data:image/svg+xml;base64,PHN2Zy8+';

function renderRegister() {
  server.use(answer(notice.get, null));
  return renderWithProviders(<RegisterScreen />, { at: '/register', signedIn: false });
}

describe('RegisterScreen', () => {
  it('says where the code went once the e-mail changes, and offers Send code for the new address', async () => {
    const sent: Array<SentParams<typeof auth.emailCaptcha>> = [];
    server.use(
      answer(auth.emailCaptcha, (body) => {
        sent.push(body);
        return { expiresInSeconds: 600, resendAfterSeconds: 60 };
      }),
    );
    const { user } = renderRegister();
    const emailField = await screen.findByLabelText('E-mail');
    await user.type(emailField, 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'We sent a 6-digit code to a@example.com. It is valid for 10 minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code'), '123456');

    await user.clear(emailField);
    await user.type(emailField, 'b@example.com');
    expect(
      screen.getByText('The code was sent to a@example.com. Send a new code to b@example.com.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We sent a 6-digit code/)).not.toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');

    const sendNew = screen.getByRole('button', { name: 'Send code' });
    expect(sendNew).toBeEnabled();
    await user.click(sendNew);
    expect(
      await screen.findByText(
        'We sent a 6-digit code to b@example.com. It is valid for 10 minutes.',
      ),
    ).toBeInTheDocument();
    expect(sent.map((body) => body.email)).toEqual(['a@example.com', 'b@example.com']);
  });

  it("shows the server's refusal of a send for a changed address next to the button", async () => {
    server.use(answer(auth.emailCaptcha, { expiresInSeconds: 600, resendAfterSeconds: 60 }));
    const { user } = renderRegister();
    const emailField = await screen.findByLabelText('E-mail');
    await user.type(emailField, 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Send again in 60 s' });

    server.use(
      refuse(
        auth.emailCaptcha,
        codes.refused,
        'Too many attempts: try again in 42 seconds.',
        undefined,
        'tooManyRequests',
      ),
    );
    await user.clear(emailField);
    await user.type(emailField, 'b@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts: try again in 42 seconds.',
    );
    expect(emailField).toHaveValue('b@example.com');
  });

  it('shows the security check without an error when the server asks for it, and moves the focus into it', async () => {
    server.use(
      refuse(
        auth.emailCaptcha,
        codes.refused,
        'Enter the characters shown in the image to continue.',
        { captchaCode: 'api.captcha-code-required' },
        'captchaRequired',
      ),
      answer(auth.captcha, { captchaId: 'captcha-0001', image, expiresInSeconds: 300 }),
    );
    const { user } = renderRegister();
    await user.type(await screen.findByLabelText('E-mail'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const captchaField = await screen.findByLabelText('Security check');
    await waitFor(() => expect(captchaField).toHaveFocus());
    expect(captchaField).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter the characters shown in the image.')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Security check image' })).toBeInTheDocument();

    // A send without the characters: now the field says what is missing.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the characters shown in the image.')).toBeInTheDocument();
    expect(captchaField).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Show another image' as a link, and it draws a new image", async () => {
    let drawn = 0;
    server.use(
      refuse(
        auth.emailCaptcha,
        codes.refused,
        'Enter the characters shown in the image to continue.',
        { captchaCode: 'api.captcha-code-required' },
        'captchaRequired',
      ),
      answer(auth.captcha, () => {
        drawn += 1;
        return { captchaId: `captcha-000${drawn}`, image, expiresInSeconds: 300 };
      }),
    );
    const { user } = renderRegister();
    await user.type(await screen.findByLabelText('E-mail'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('img', { name: 'Security check image' });
    const another = screen.getByRole('button', { name: 'Show another image' });
    expect(another).toHaveAttribute('data-variant', 'link');
    expect(another).toHaveClass('underline');
    await user.click(another);
    await waitFor(() => expect(drawn).toBe(2));
  });
});
