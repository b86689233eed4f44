import { messageOf } from './common';

describe('messageOf', () => {
  it('reads a non-blank msg of an answer and nothing else', () => {
    expect(messageOf({ msg: 'Gespeichert.' })).toBe('Gespeichert.');
    expect(messageOf({ msg: '   ' })).toBeNull();
    expect(messageOf({ msg: 42 })).toBeNull();
    expect(messageOf({ other: 'x' })).toBeNull();
    expect(messageOf('Gespeichert.')).toBeNull();
    expect(messageOf(null)).toBeNull();
    expect(messageOf(undefined)).toBeNull();
  });
});
