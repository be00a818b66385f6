'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon } from './icons';

/** SPEC §9: one toast at a time, 3 s each, 200 ms animation; queued toasts follow in order. */
export const TOAST_MS = 3000;
export const TOAST_ANIMATION_MS = 200;

export type ToastKind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}
type Show = (kind: ToastKind, message: string) => void;

const ToastContext = createContext<Show | null>(null);

/** Show a toast from any client component under ToastProvider. */
export function useToast(): Show {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}

const ICONS = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon } as const;

export function ToastProvider({
  children,
  labels,
}: {
  children: ReactNode;
  labels: Record<ToastKind, string> & { dismiss: string };
}) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [leaving, setLeaving] = useState(false);
  const nextId = useRef(1);
  const current = queue[0];

  const show = useCallback<Show>((kind, message) => {
    setQueue((q) => [...q, { id: nextId.current++, kind, message }]);
  }, []);

  const dismiss = useCallback(() => {
    setLeaving(true);
    window.setTimeout(() => {
      setQueue((q) => q.slice(1));
      setLeaving(false);
    }, TOAST_ANIMATION_MS);
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(dismiss, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);

  const Icon = current ? ICONS[current.kind] : null;
  return (
    <ToastContext.Provider value={useMemo(() => show, [show])}>
      {children}
      <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
        {current && Icon && (
          <div
            key={current.id}
            className={`toast toast--${current.kind}${leaving ? ' toast--leaving' : ''}`}
            data-testid="toast"
          >
            <Icon className="toast__icon" aria-label={labels[current.kind]} role="img" aria-hidden={false} />
            <span className="toast__message">{current.message}</span>
            <button type="button" className="toast__close" onClick={dismiss} aria-label={labels.dismiss}>
              ×
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
