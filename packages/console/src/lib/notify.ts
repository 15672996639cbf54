/**
 * The toast function the API client and screens call. It is set once by the app shell to the design
 * system's `toast()`; until then (and in tests) messages go to the console, so nothing is lost.
 */
export interface NotifyOptions {
  /**
   * The resource (an instance's or a cluster's id) an operation's messages are about: a later
   * message about it replaces the earlier one, so "orders is being created" is gone when "orders is
   * Active" is shown (as the newest toast, announced), rather than both stacked and read together.
   */
  about?: string;
}

export type Notify = (message: string, options?: NotifyOptions) => void;

let showError: Notify = (message) => console.error(message);
let showSuccess: Notify = () => undefined;

export function setNotifier(handlers: { error: Notify; success: Notify }) {
  showError = handlers.error;
  showSuccess = handlers.success;
}

/** The toast id of the messages about one resource (`NotifyOptions.about`). */
export function toastIdOf(options: NotifyOptions | undefined): string | undefined {
  return options?.about === undefined ? undefined : `about:${options.about}`;
}

export const notify = {
  error: (message: string, options?: NotifyOptions) => showError(message, options),
  success: (message: string, options?: NotifyOptions) => showSuccess(message, options),
};
