/**
 * The file-download helper of spec §7: "refreshes the token first, then opens a URL with query
 * parameters". A URL the browser opens carries no bearer header, so between the two steps the
 * helper asks the server for a ticket naming the file (`POST /file/ticket`: short-lived, single
 * use, checked against the caller now) and opens the download URL with that ticket; the server
 * answers the file as an attachment. Any file kind of the contract (an instance's log today,
 * invoices and bills later) goes through here.
 */
import { useCallback } from 'react';
import type { FileRequest } from '@quiver/contract';
import { fileRoutes } from '@quiver/contract/wire';
import type { ApiClient } from './api.ts';
import { useApi } from './services.tsx';

/**
 * Saves the file at a same-origin URL: a link with `download` is followed in place (no new tab,
 * no page change), and the server's `Content-Disposition` names the file.
 */
export function saveFromUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Downloads one of the caller's files. A refusal of the ticket (the instance is gone, the state
 * does not allow it) rejects with the client's `ApiError`, after the usual toast.
 */
export async function downloadFile(
  api: ApiClient,
  request: FileRequest,
  open: (url: string) => void = saveFromUrl,
): Promise<void> {
  await api.refreshSession();
  const { url } = await api.call(fileRoutes.ticket, request);
  open(url);
}

/** `downloadFile` bound to the page's API client. */
export function useDownloadFile() {
  const api = useApi();
  return useCallback((request: FileRequest) => downloadFile(api, request), [api]);
}
