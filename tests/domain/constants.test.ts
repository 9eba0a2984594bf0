import { ROOMS, ROOM_PICKER_VALUES, isRoom } from '../../domain/constants.ts';

describe('isRoom', () => {
  it.each(['hallway', 'living-room', 'kitchen', 'bedroom', 'bathroom', 'terrace', 'garden', 'gifts'])('accepts %s', (room) => {
    expect(isRoom(room)).toBe(true);
  });

  it.each(['attic', 'Kitchen', 'living room', '', 1, null, undefined, ['kitchen']])('refuses %p', (value) => {
    expect(isRoom(value)).toBe(false);
  });

  it('gifts is a picker entry, not a room', () => {
    expect(ROOMS).not.toContain('gifts');
    expect(ROOM_PICKER_VALUES).toEqual([...ROOMS, 'gifts']);
  });
});
