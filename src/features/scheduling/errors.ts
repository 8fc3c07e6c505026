import { ApiError } from '../../lib/errors';

/** 409 SLOT_UNAVAILABLE: someone took the slot between loading and submitting. */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'SLOT_UNAVAILABLE';
}
