import { describe, expect, it } from 'vitest';
import type { useModal } from '../lib/modal';
import { modalKey } from '../lib/modal-descriptor';
import { globalSearchSchema, modalDeps } from './modals';

describe("the root's search params, from the modals' descriptors", () => {
  it('keeps a modal and its parameters, and the state picker’s state', () => {
    expect(globalSearchSchema({ modal: 'note-form', id: 'bk_1', noteId: 'nt_1', state: 'CA' })).toMatchObject({
      modal: 'note-form',
      id: 'bk_1',
      noteId: 'nt_1',
      state: 'CA',
    });
  });

  it('drops a malformed value rather than failing the page (a number the router read is text)', () => {
    const search = globalSearchSchema({ modal: 'new-booking', providerId: ' ', clientId: 42, date: '2026-02-30' });
    expect(search).toMatchObject({ modal: 'new-booking', providerId: undefined, clientId: '42', date: undefined });
    expect(globalSearchSchema({ modal: 'no-such-modal' }).modal).toBeUndefined();
  });

  it('drops a modal whose required parameter is missing or malformed', () => {
    expect(globalSearchSchema({ modal: 'schedule' }).modal).toBeUndefined();
    expect(globalSearchSchema({ modal: 'availability-date', date: '2026-02-30' }).modal).toBeUndefined();
    expect(globalSearchSchema({ modal: 'availability-date', date: '2026-02-28' }).modal).toBe('availability-date');
  });

  it("gives the root loader and the modal's key only the open modal and its own parameters", () => {
    const search = globalSearchSchema({ modal: 'note-form', id: 'bk_1', noteId: 'nt_1', fileId: 'f_1', state: 'CA' });
    expect(modalDeps(search)).toEqual({ modal: 'note-form', id: 'bk_1', noteId: 'nt_1' });
    expect(modalKey(search)).toBe(modalKey({ ...search, fileId: 'f_2', state: 'NY' }));
    expect(modalKey(search)).not.toBe(modalKey({ ...search, noteId: 'nt_2' }));
  });
});

// Compiled by `npm run typecheck`: open() takes exactly the parameters the modal's descriptor declares.
function opens(open: ReturnType<typeof useModal>['open']) {
  open('sign-out');
  open('profile-image', {}, { replace: true });
  open('schedule', { id: 'bk_1' });
  open('note-form', { id: 'bk_1', noteId: 'nt_1' });
  open('new-booking');
  // @ts-expect-error a required parameter is missing
  open('schedule');
  // @ts-expect-error a required parameter is missing
  open('note-file', { noteId: 'nt_1' });
  // @ts-expect-error a parameter the modal does not take
  open('schedule', { id: 'bk_1', noteId: 'nt_1' });
  // @ts-expect-error a modal without parameters takes none
  open('sign-out', { id: 'bk_1' });
  // @ts-expect-error no such modal
  open('no-such-modal');
}

it('types open() by the descriptors (the lines above compile)', () => {
  expect(typeof opens).toBe('function');
});
