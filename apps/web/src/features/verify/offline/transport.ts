import { ErrorCode } from '@kc/shared';
import { isApiError } from '../../../lib/http';

/**
 * The call got no answer from the server (timeout, network error, aborted, an unreadable answer): the device
 * decides on its own. A server's answer with a code (a refusal, a validation error, a session to refresh) is not.
 */
export const isTransportFailure = (e: unknown): boolean => isApiError(e) && e.code === ErrorCode.CLIENT_HTTP;
