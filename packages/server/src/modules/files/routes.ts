// File downloads: the ticket (signed in) and the download (open: the ticket is the credential).
import { fileEndpoints } from '@quiver/contract';
import { handleFile, handleSignedIn } from '../../http/handle.ts';

export const fileHandlers = [
  handleSignedIn(fileEndpoints.ticket, (input, { services, caller }) =>
    services.files.issueTicket(caller.user.id, input),
  ),
  handleFile(fileEndpoints.download, (input, { services }) => services.files.download(input)),
];
