import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismiss,
  reducer,
  toast,
  toastStore,
  type ToastState,
  type ToasterToast,
} from './use-toast';

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({ id, title: `t${id}`, open: true, ...extra });
const toasts = () => toastStore.getSnapshot().toasts;

describe('reducer', () => {
  it('keeps at most TOAST_LIMIT (1) toasts, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state: ToastState = { toasts: [] };
    state = reducer(state, { type: 'ADD_TOAST', toast: make('1') });
    state = reducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates only the matching toast', () => {
    const state = reducer({ toasts: [make('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'new' } });
    expect(state.toasts[0]).toMatchObject({ id: '1', title: 'new', open: true });
    const untouched = reducer(state, { type: 'UPDATE_TOAST', toast: { id: 'nope', title: 'x' } });
    expect(untouched.toasts).toEqual(state.toasts);
  });

  it('dismisses one toast or all of them by closing them', () => {
    const start: ToastState = { toasts: [make('1'), make('2')] };
    expect(reducer(start, { type: 'DISMISS_TOAST', toastId: '2' }).toasts.map((t) => t.open)).toEqual([true, false]);
    expect(reducer(start, { type: 'DISMISS_TOAST' }).toasts.map((t) => t.open)).toEqual([false, false]);
  });

  it('removes one toast or all of them', () => {
    const start: ToastState = { toasts: [make('1'), make('2')] };
    expect(reducer(start, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((t) => t.id)).toEqual(['2']);
    expect(reducer(start, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('is pure: never mutates the previous state (frozen input would throw)', () => {
    const start: ToastState = Object.freeze({ toasts: Object.freeze([Object.freeze(make('1'))]) as ToasterToast[] });
    const actions = [
      { type: 'ADD_TOAST', toast: make('2') },
      { type: 'UPDATE_TOAST', toast: { id: '1', title: 'x' } },
      { type: 'DISMISS_TOAST' },
      { type: 'REMOVE_TOAST' },
    ] as const;
    for (const action of actions) expect(reducer(start, action)).not.toBe(start);
    expect(start.toasts[0]).toMatchObject({ id: '1', title: 't1', open: true });
  });
});

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismiss();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows a toast and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    const { id } = toast({ title: 'Added to cart', variant: 'default' });
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ id, title: 'Added to cart', open: true });
  });

  it('replaces the visible toast with a new one', () => {
    const first = toast({ title: 'first' });
    const second = toast({ title: 'second', variant: 'destructive' });
    expect(first.id).not.toBe(second.id);
    expect(toasts().map((t) => t.title)).toEqual(['second']);
  });

  it('dismiss closes the toast, then removes it after TOAST_REMOVE_DELAY', () => {
    const t = toast({ title: 'bye' });
    t.dismiss();
    expect(toasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('closing through Radix (onOpenChange(false): timeout, swipe, ✕) dismisses and calls the caller hook', () => {
    const onOpenChange = vi.fn();
    toast({ title: 'swiped', onOpenChange });
    toasts()[0]?.onOpenChange?.(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(toasts()).toEqual([]);
  });

  it('update changes the content in place', () => {
    const t = toast({ title: 'Uploading…' });
    t.update({ title: 'Uploaded', description: 'photo.jpg' });
    expect(toasts()[0]).toMatchObject({ id: t.id, title: 'Uploaded', description: 'photo.jpg', open: true });
  });

  it('a pending removal does not remove the toast that replaced the dismissed one', () => {
    toast({ title: 'old' }).dismiss();
    const fresh = toast({ title: 'new' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY * 2);
    expect(toasts().map((t) => t.id)).toEqual([fresh.id]);
  });
});
