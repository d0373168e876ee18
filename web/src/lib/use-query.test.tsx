import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerKey, ServerAnswersContext } from './server-answers';
import { useQuery, type QueryOptions } from './use-query';

/** A fetcher whose answers the test gives by hand, recording each call's signal. */
function manualFetcher<T>() {
  const calls: { key: string; signal: AbortSignal; answer: (value: T) => void; fail: (error: unknown) => void }[] = [];
  const fetcher = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ key, signal, answer: resolve, fail: reject }));
  return { calls, fetcher };
}

function renderQuery<T>(
  initial: { id: string } & Partial<QueryOptions<T>>,
  fetcher: (key: string) => QueryOptions<T>['fetcher'],
) {
  return renderHook(
    (props: { id: string } & Partial<QueryOptions<T>>) =>
      useQuery({ ...props, key: ['thing', props.id], fetcher: fetcher(props.id) }),
    { initialProps: initial },
  );
}

describe('useQuery', () => {
  it('is loading until the answer, then has it', async () => {
    const { calls, fetcher } = manualFetcher<string>();
    const { result } = renderQuery({ id: 'a' }, fetcher);
    expect(result.current).toMatchObject({ status: 'loading', data: undefined, fetching: true });
    await act(async () => calls[0].answer('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'A', error: undefined, fetching: false });
  });

  it('aborts the read of an old key and never stores its late answer', async () => {
    const { calls, fetcher } = manualFetcher<string>();
    const { result, rerender } = renderQuery({ id: 'a' }, fetcher);
    rerender({ id: 'b' });
    expect(calls.map((call) => [call.key, call.signal.aborted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    await act(async () => calls[1].answer('B'));
    await act(async () => calls[0].answer('A, too late'));
    expect(result.current.data).toBe('B');
  });

  it('aborts on unmount', () => {
    const { calls, fetcher } = manualFetcher<string>();
    const { unmount } = renderQuery({ id: 'a' }, fetcher);
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('does not read again when only the fetcher function changes', () => {
    const { calls, fetcher } = manualFetcher<string>();
    const { rerender } = renderQuery({ id: 'a' }, fetcher);
    rerender({ id: 'a' });
    rerender({ id: 'a' });
    expect(calls).toHaveLength(1);
  });

  it('reports a failure once, to onError, and not an aborted read', async () => {
    const { calls, fetcher } = manualFetcher<string>();
    const onError = vi.fn();
    const { result, rerender } = renderQuery({ id: 'a', onError }, fetcher);
    rerender({ id: 'b', onError });
    await act(async () => calls[0].fail(new Error('aborted one')));
    await act(async () => calls[1].fail(new Error('down')));
    expect(onError.mock.calls).toEqual([[new Error('down')]]);
    expect(result.current).toMatchObject({ status: 'error', error: new Error('down'), data: undefined });
  });

  it('is idle and reads nothing while disabled', () => {
    const { calls, fetcher } = manualFetcher<string>();
    const { result } = renderQuery({ id: 'a', enabled: false }, fetcher);
    expect(result.current).toMatchObject({ status: 'idle', fetching: false });
    expect(calls).toEqual([]);
  });

  it('without keepPrevious, shows nothing of the old key while the new one loads', async () => {
    const { calls, fetcher } = manualFetcher<string>();
    const { result, rerender } = renderQuery({ id: 'a' }, fetcher);
    await act(async () => calls[0].answer('A'));
    rerender({ id: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', data: undefined });
  });

  it('with keepPrevious, keeps the last answer and the last error while a new key loads', async () => {
    const { calls, fetcher } = manualFetcher<string>();
    const { result, rerender } = renderQuery({ id: 'a', keepPrevious: true }, fetcher);
    await act(async () => calls[0].answer('A'));
    rerender({ id: 'b', keepPrevious: true });
    expect(result.current).toMatchObject({ status: 'loading', data: 'A', fetching: true });
    await act(async () => calls[1].fail(new Error('down')));
    expect(result.current).toMatchObject({ status: 'error', data: 'A', error: new Error('down'), fetching: false });
    rerender({ id: 'c', keepPrevious: true });
    expect(result.current).toMatchObject({ data: 'A', error: new Error('down'), fetching: true });
    await act(async () => calls[2].answer('C'));
    expect(result.current).toMatchObject({ status: 'success', data: 'C', error: undefined });
  });

  it('reads the same key again on refetch, keeping its answer meanwhile', async () => {
    const { calls, fetcher } = manualFetcher<string>();
    const { result } = renderQuery({ id: 'a' }, fetcher);
    await act(async () => calls[0].answer('A1'));
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ status: 'success', data: 'A1', fetching: true });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1].answer('A2'));
    expect(result.current).toMatchObject({ data: 'A2', fetching: false });
  });
});

describe('useQuery on a page the server rendered', () => {
  const withAnswers =
    (answers: Map<string, unknown>) =>
    ({ children }: { children: React.ReactNode }) => (
      <ServerAnswersContext.Provider value={answers}>{children}</ServerAnswersContext.Provider>
    );

  it("starts from the server's answer without reading it, and hands it over once", async () => {
    const answers = new Map<string, unknown>([[answerKey(['thing', 'a']), 'A from the server']]);
    const { calls, fetcher } = manualFetcher<string>();
    const first = renderHook(() => useQuery({ key: ['thing', 'a'], fetcher: fetcher('a') }), {
      wrapper: withAnswers(answers),
    });
    expect(first.result.current).toMatchObject({ status: 'success', data: 'A from the server', fetching: false });
    expect(calls).toHaveLength(0);
    expect(answers.size).toBe(0);

    // A later reader of the same key reads for itself.
    const later = renderHook(() => useQuery({ key: ['thing', 'a'], fetcher: fetcher('a') }), {
      wrapper: withAnswers(answers),
    });
    expect(later.result.current.status).toBe('loading');
    expect(calls).toHaveLength(1);
  });

  it('reads anew on a refetch or a new key', async () => {
    const answers = new Map<string, unknown>([[answerKey(['thing', 'a']), 'A from the server']]);
    const { calls, fetcher } = manualFetcher<string>();
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useQuery({ key: ['thing', id], fetcher: fetcher(id) }),
      { initialProps: { id: 'a' }, wrapper: withAnswers(answers) },
    );
    act(() => result.current.refetch());
    expect(calls.map((call) => call.key)).toEqual(['a']);
    await act(async () => calls[0].answer('A again'));
    expect(result.current.data).toBe('A again');
    rerender({ id: 'b' });
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
  });

  it('leaves a disabled read idle, its answer kept for the read that wants it', () => {
    const answers = new Map<string, unknown>([[answerKey(['thing', 'a']), 'A']]);
    const { calls, fetcher } = manualFetcher<string>();
    const { result } = renderHook(() => useQuery({ key: ['thing', 'a'], enabled: false, fetcher: fetcher('a') }), {
      wrapper: withAnswers(answers),
    });
    expect(result.current.status).toBe('idle');
    expect(calls).toHaveLength(0);
    expect(answers.size).toBe(1);
  });
});
