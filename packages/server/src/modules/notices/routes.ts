// The site notice the console shows in its banner (open to anyone).
import { noticeEndpoints } from '@quiver/contract';
import { handle } from '../../http/handle.ts';

export const noticeHandlers = [
  handle(noticeEndpoints.get, (_input, { services }) => services.notices.current()),
];
