// Billing endpoints (extensions, @quiver/contract billing.ts): parse (done by the route from the
// contract), call the billing services, answer. Its files (invoice PDF, bill CSV) are file tickets'
// kinds (modules/files), produced by the billing service. Bills may be read and
// paid whatever the account's status (DECISIONS.md: a LIMITED account reads and pays bills).
import { billingEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';

export const billingHandlers = [
  handleSignedIn(billingEndpoints.summary, (_input, { services, caller }) =>
    services.billing.summary(caller.user.id),
  ),
  handleSignedIn(billingEndpoints.daily, (_input, { services, caller }) =>
    services.billing.daily(caller.user.id),
  ),
  handleSignedIn(billingEndpoints.bills, (input, { services, caller }) =>
    services.billing.bills(caller.user.id, input),
  ),
  handleSignedIn(billingEndpoints.billDetail, (input, { services, caller }) =>
    services.billing.billDetail(caller.user.id, input.billId),
  ),
  handleSignedIn(billingEndpoints.pay, (input, { services, caller }) =>
    services.payNow.pay(caller.user.id, input),
  ),
  handleSignedIn(billingEndpoints.credits, (input, { services, caller }) =>
    services.billing.credits(caller.user.id, input),
  ),
  handleSignedIn(billingEndpoints.invoices, (input, { services, caller }) =>
    services.billing.invoices(caller.user.id, input),
  ),
  handleSignedIn(billingEndpoints.paymentMethods, async (_input, { services, caller }) => ({
    items: await services.billing.paymentMethods(caller.user.id),
  })),
  handleSignedIn(billingEndpoints.addPaymentMethod, async (input, { services, caller }) => ({
    paymentMethod: await services.billing.addPaymentMethod(
      { id: caller.user.id, email: caller.user.email },
      input.paymentMethod,
      input.makeDefault,
    ),
  })),
  handleSignedIn(billingEndpoints.removePaymentMethod, (input, { services, caller }) =>
    services.billing.removePaymentMethod(caller.user.id, input.paymentMethodId),
  ),
  handleSignedIn(billingEndpoints.setDefaultPaymentMethod, async (input, { services, caller }) => ({
    paymentMethod: await services.billing.setDefaultPaymentMethod(
      caller.user.id,
      input.paymentMethodId,
    ),
  })),
  handleSignedIn(billingEndpoints.forecastChange, (input, { services, caller }) =>
    services.billing.forecastChange(caller.user.id, input),
  ),
];
