import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/utils';
import { Hero } from './hero';

const activeLine = () => document.querySelector('[data-active]')?.textContent;

describe('the landing hero', () => {
  afterEach(() => vi.useRealTimers());

  it('flips the banner line every 6.5 seconds while the heading reads the same', () => {
    vi.useFakeTimers();
    renderWithRouter(<Hero search={null} />, '/home');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAccessibleName('Compare workshop quotes. Save up to 36.5%.');
    expect(activeLine()).toBe('Save up to 36.5%.');
    act(() => vi.advanceTimersByTime(6_400));
    expect(activeLine()).toBe('Save up to 36.5%.');
    act(() => vi.advanceTimersByTime(100));
    expect(activeLine()).toBe('Rated 4.8 on Google.');
    act(() => vi.advanceTimersByTime(13_000));
    expect(activeLine()).toBe('Save up to 36.5%.');
    expect(heading).toHaveAccessibleName('Compare workshop quotes. Save up to 36.5%.');
  });
});
