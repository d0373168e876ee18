import { followedSeats } from './team-seats';

describe('followedSeats (decision 0155)', () => {
  it('raises the quantity to the members when one joins, taking a spare seat first', () => {
    expect(followedSeats('joined', 2, 3)).toBe(3);
    expect(followedSeats('joined', 5, 3)).toBe(5);
  });

  it('sets the quantity to the members when one leaves, crediting the seat freed', () => {
    expect(followedSeats('left', 3, 2)).toBe(2);
    expect(followedSeats('left', 5, 2)).toBe(2);
  });

  it('gives the same answer when asked again, as a retried call is', () => {
    const once = followedSeats('left', 3, 2);
    expect(followedSeats('left', once, 2)).toBe(once);
    const joined = followedSeats('joined', 2, 3);
    expect(followedSeats('joined', joined, 3)).toBe(joined);
  });
});
