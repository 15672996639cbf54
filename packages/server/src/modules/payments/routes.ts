// `/instance/pay`: put a payment method on file (needed to start STANDARD instances).
import { instanceEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';

export const paymentHandlers = [
  handleSignedIn(instanceEndpoints.pay, async (input, { services, caller }) => ({
    paymentMethod: await services.payments.save(
      { id: caller.user.id, email: caller.user.email },
      input.paymentMethod,
    ),
  })),
];
