import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/utils';
import { Hero, mayPlayBackgroundVideo } from './hero';

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

describe('the hero background video', () => {
  const fakeWindow = (reduced: boolean, connection?: { saveData?: boolean; effectiveType?: string }) =>
    ({ matchMedia: () => ({ matches: reduced }), navigator: { connection } }) as unknown as Window;

  it('plays only on a fast connection for people who do not prefer reduced motion', () => {
    expect(mayPlayBackgroundVideo(fakeWindow(false, { effectiveType: '4g' }))).toBe(true);
    expect(mayPlayBackgroundVideo(fakeWindow(false))).toBe(true);
    expect(mayPlayBackgroundVideo(fakeWindow(true, { effectiveType: '4g' }))).toBe(false);
    expect(mayPlayBackgroundVideo(fakeWindow(false, { effectiveType: '4g', saveData: true }))).toBe(false);
    expect(mayPlayBackgroundVideo(fakeWindow(false, { effectiveType: '3g' }))).toBe(false);
    expect(mayPlayBackgroundVideo(fakeWindow(false, { effectiveType: 'slow-2g' }))).toBe(false);
  });

  it('shows the still image, and the clip with a pause button once the page has loaded', () => {
    renderWithRouter(<Hero search={null} />, '/home');
    expect(document.querySelector('[style*="hero-traffic-poster.webp"]')).not.toBeNull();
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });
});
