import { seatProration } from './seat-quantity';

describe('seatProration (decision 0148)', () => {
  it('invoices added seats at once and credits removed ones on the next invoice', () => {
    expect(seatProration('active', 3, 5)).toBe('always_invoice');
    expect(seatProration('active', 5, 2)).toBe('create_prorations');
    expect(seatProration('past_due', 2, 3)).toBe('always_invoice');
  });

  it('prorates nothing during a trial, or when the seats stay', () => {
    expect(seatProration('trialing', 3, 5)).toBe('none');
    expect(seatProration('trialing', 5, 2)).toBe('none');
    expect(seatProration('active', 4, 4)).toBe('none');
  });
});
