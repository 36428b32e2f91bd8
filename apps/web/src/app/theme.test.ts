import { describe, expect, it } from 'vitest';
import { contrast, readableColorVariables } from './theme';

/** Decision 043: every coloured variant reads at 4.5:1 or more on what it sits on (AA for small text). */
describe('the theme colours', () => {
  const variables = readableColorVariables();
  const of = (suffix: string) =>
    Object.entries(variables).filter(([name]) => name.endsWith(`-${suffix}`)) as [string, string][];

  it('writes the outline variant (badges, buttons) at 4.5:1 or more on white', () => {
    expect(of('outline').length).toBeGreaterThan(10);
    for (const [name, value] of of('outline'))
      expect(contrast(value, '#fff'), `${name} ${value}`).toBeGreaterThanOrEqual(4.5);
  });

  it('writes coloured text at 4.5:1 or more on white', () => {
    for (const [name, value] of of('text'))
      expect(contrast(value, '#fff'), `${name} ${value}`).toBeGreaterThanOrEqual(4.5);
  });
});
