/**
 * The toast function the API client and screens call. It is set once by the app shell to the design
 * system's `toast()`; until then (and in tests) messages go to the console, so nothing is lost.
 */
export type Notify = (message: string) => void;

let showError: Notify = (message) => console.error(message);
let showSuccess: Notify = () => undefined;

export function setNotifier(handlers: { error: Notify; success: Notify }) {
  showError = handlers.error;
  showSuccess = handlers.success;
}

export const notify = {
  error: (message: string) => showError(message),
  success: (message: string) => showSuccess(message),
};
