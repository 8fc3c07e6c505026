import { describe, expect, it } from 'vitest';
import type { useModal } from '../lib/modal';
import { bookingParam, dayModalParam, defineModal, modalKey, modalSearchSchema } from '../lib/modal-descriptor';
import { globalSearchSchema, modalDeps } from './modals';

const search = (raw: Record<string, unknown>) => globalSearchSchema.parse(raw);

describe("the root's search params, from the modals' descriptors", () => {
  it('keeps a modal and its parameters, and the state picker’s state', () => {
    expect(search({ modal: 'note-form', id: 'bk_1', noteId: 'nt_1', state: 'st_ca' })).toMatchObject({
      modal: 'note-form',
      id: 'bk_1',
      noteId: 'nt_1',
      state: 'st_ca',
    });
  });

  it('drops a malformed value rather than failing the page (a number the router read is text)', () => {
    const parsed = search({ modal: 'new-booking', providerId: ' ', clientId: 42, date: '2026-02-30', state: 'CA' });
    expect(parsed).toMatchObject({ modal: 'new-booking', providerId: undefined, clientId: '42', date: undefined });
    // The keys stay, set to undefined, so that the router cannot lay the raw values back over them.
    expect(Object.keys(parsed)).toEqual(expect.arrayContaining(['providerId', 'date', 'state']));
    expect(parsed.state).toBeUndefined();
    expect(search({ modal: 'no-such-modal' }).modal).toBeUndefined();
  });

  it('drops a modal whose required parameter is missing or malformed', () => {
    expect(search({ modal: 'schedule' }).modal).toBeUndefined();
    expect(search({ modal: 'availability-date', date: '2026-02-30' }).modal).toBeUndefined();
    expect(search({ modal: 'availability-date', date: '2026-02-28' }).modal).toBe('availability-date');
  });

  it("gives the root loader and the modal's key only the open modal and its own parameters", () => {
    const parsed = search({ modal: 'note-form', id: 'bk_1', noteId: 'nt_1', fileId: 'f_1', state: 'st_ca' });
    expect(modalDeps(parsed)).toEqual({ modal: 'note-form', id: 'bk_1', noteId: 'nt_1' });
    expect(modalKey(parsed)).toBe(modalKey({ ...parsed, fileId: 'f_2', state: 'st_ny' }));
    expect(modalKey(parsed)).not.toBe(modalKey({ ...parsed, noteId: 'nt_2' }));
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

it('refuses two modals that read one parameter name with different meanings', () => {
  const load = () => Promise.resolve({ default: () => null });
  expect(() =>
    modalSearchSchema([
      defineModal({ name: 'a', params: { id: bookingParam }, load }),
      defineModal({ name: 'b', params: { id: dayModalParam }, load }),
    ]),
  ).toThrow('"id" has two meanings');
});
