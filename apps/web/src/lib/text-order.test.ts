import { describe, expect, it } from 'vitest';
import { compareText } from './text-order';

const sign = (n: number) => Math.sign(n);
const english = (a: string, b: string) => sign(a.localeCompare(b, 'en'));

describe('compareText', () => {
  it('orders as localeCompare does in English, for names of letters, digits, spaces and punctuation', () => {
    const alphabet =
      ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const word = (from: string) =>
      Array.from(
        { length: 1 + Math.floor(random() * 6) },
        () => from[Math.floor(random() * from.length)],
      ).join('');
    for (let i = 0; i < 20_000; i++) {
      // Short words from a small set of characters, so equal prefixes, equal letters in other cases and
      // prefixes of each other come up often.
      const from = i % 2 ? alphabet : 'aAbB -(1';
      const [a, b] = [word(from), word(from)];
      expect([a, b, sign(compareText(a, b, 'en-ZA'))]).toEqual([a, b, english(a, b)]);
    }
  });

  it('sorts the areas as localeCompare did: provinces and regions with hyphens, brackets and lower-case starts', () => {
    const names = [
      'Western Cape',
      'KwaZulu-Natal',
      'North West',
      'Northern Cape',
      'eThekwini',
      'East London',
      'Buffalo City (East London)',
      'Buffalo City',
      'Zeerust',
      'St. Francis',
      'St Francis',
      'st francis',
    ];
    expect([...names].sort((a, b) => compareText(a, b, 'en-US'))).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('leaves other text and other languages to localeCompare', () => {
    expect(sign(compareText('Étoile', 'Ezel', 'en-ZA'))).toBe(english('Étoile', 'Ezel'));
    expect(sign(compareText('chata', 'hrad', 'cs-CZ'))).toBe(sign('chata'.localeCompare('hrad')));
  });
});
