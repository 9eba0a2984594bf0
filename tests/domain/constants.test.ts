import { isRoom } from '../../domain/constants.ts';

describe('isRoom', () => {
  it.each(['hallway', 'living-room', 'kitchen', 'bedroom', 'bathroom', 'terrace', 'garden', 'gifts'])('accepts %s', (room) => {
    expect(isRoom(room)).toBe(true);
  });

  it.each(['attic', 'Kitchen', 'living room', '', 1, null, undefined, ['kitchen']])('refuses %p', (value) => {
    expect(isRoom(value)).toBe(false);
  });
});
