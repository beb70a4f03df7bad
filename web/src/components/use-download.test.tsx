// @vitest-environment jsdom
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { SignedInApp } from '@/testing/signed-in-app';
import { useDownload, type DownloadWording } from './use-download';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SignedInApp fixture={{}}>{children}</SignedInApp>
);

let saved: string[];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs; the file name the browser would save under is what matters.
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wording: DownloadWording = {
  saved: 'Saved',
  failed: (error) => (error instanceof ApiError && error.status === 403 ? error.message : null),
};

describe('useDownload', () => {
  it('saves the file under its name, says so, and is busy only while fetching', async () => {
    let finish: (blob: Blob) => void = () => {};
    const { result } = renderHook(() => useDownload(wording), { wrapper });

    act(() =>
      result.current.download(() => new Promise<Blob>((resolve) => (finish = resolve)), 'a.zip'),
    );
    expect(result.current.downloading).toBe(true);
    await act(async () => finish(new Blob(['zip'])));

    expect(saved).toEqual(['a.zip']);
    expect(result.current.downloading).toBe(false);
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('shows the failure its wording gives, and saves nothing', async () => {
    const { result } = renderHook(() => useDownload(wording), { wrapper });
    const refused = new ApiError(403, 'PNG downloads come with Premium.', 'forbidden');

    act(() => result.current.download(() => Promise.reject(refused), 'a.png'));

    expect(await screen.findByText('PNG downloads come with Premium.')).toBeTruthy();
    expect(saved).toEqual([]);
    expect(result.current.downloading).toBe(false);
  });

  it('only logs a failure its wording keeps quiet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useDownload(wording), { wrapper });

    act(() => result.current.download(() => Promise.reject(new Error('gone')), 'thumbnail.jpg'));

    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(warn.mock.calls[0]?.[0]).toContain('thumbnail.jpg');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Saved')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('says the file is being prepared while it is made, and no longer once it is saved', async () => {
    let finish: (blob: Blob) => void = () => {};
    const { result } = renderHook(
      () => useDownload({ ...wording, preparing: 'Preparing your data...' }),
      { wrapper },
    );

    act(() =>
      result.current.download(
        () => new Promise<Blob>((resolve) => (finish = resolve)),
        'thumbforge-data.zip',
      ),
    );
    expect(await screen.findByText('Preparing your data...')).toBeTruthy();
    await act(async () => finish(new Blob(['zip'])));

    expect(saved).toEqual(['thumbforge-data.zip']);
    await waitFor(() => expect(screen.queryByText('Preparing your data...')).toBeNull());
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
