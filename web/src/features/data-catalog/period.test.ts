import { describe, expect, it } from 'vitest';
import { arrivalText, viaText } from './period';

describe('how a dataset arrives, in words', () => {
  it('names the host it is fetched from, says a PDF or dashboard is imported by hand, and a compilation is not updated', () => {
    expect(arrivalText({ how: 'fetched', host: 'masscannabiscontrol.com' })).toBe(
      'Fetched daily from masscannabiscontrol.com',
    );
    expect(arrivalText({ how: 'manual' })).toBe("Imported by hand from the publisher's PDF or dashboard");
    expect(arrivalText({ how: 'frozen' })).toBe('A one-off compilation, not updated');
  });

  it("tells a version's file fetched from one imported by hand", () => {
    expect([viaText('fetch'), viaText('manual')]).toEqual(['Fetched', 'Imported by hand']);
  });
});
