import { useEffect, useState } from "react";

export interface ToastMessage {
  id: string;
  type: "success" | "error" | "info" | "warning";
  message: string;
}

const EVENT = "studio:toast";

/** Shows a toast from client code (a fetcher's result, a draft saved locally). */
export function showToast(toast: Omit<ToastMessage, "id">): void {
  window.dispatchEvent(
    new CustomEvent<ToastMessage>(EVENT, { detail: { ...toast, id: Math.random().toString(36).slice(2) } }),
  );
}

/**
 * Toasts at the top right. They leave after 3000 ms through a CSS animation,
 * so they behave the same without JavaScript; hovering pauses them, and so
 * does the window losing focus (a class set below).
 */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const [toasts, setToasts] = useState<ToastMessage[]>(toast ? [toast] : []);

  // A new toast from the server (a redirect's flash cookie) joins the list.
  const [lastServerToast, setLastServerToast] = useState(toast?.id);
  if (toast && toast.id !== lastServerToast) {
    setLastServerToast(toast.id);
    setToasts((current) => [...current, toast]);
  }

  useEffect(() => {
    const onToast = (event: Event) => setToasts((current) => [...current, (event as CustomEvent<ToastMessage>).detail]);
    const root = document.documentElement;
    const onBlur = () => root.classList.add("window-blurred");
    const onFocus = () => root.classList.remove("window-blurred");
    window.addEventListener(EVENT, onToast);
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener(EVENT, onToast);
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
    };
  }, []);

  const dismiss = (id: string) => setToasts((current) => current.filter((t) => t.id !== id));

  return (
    <section className="toaster" aria-label="Notifications" role="status" aria-live="polite">
      <ol>
        {toasts.map((t) => (
          <li
            key={t.id}
            className={`toast toast--${t.type}`}
            data-testid="toast"
            onAnimationEnd={(event) => {
              if (event.animationName === "toast-out") dismiss(t.id);
            }}
          >
            <span>{t.message}</span>
            <button
              type="button"
              className="toast__close"
              aria-label="Dismiss notification"
              onClick={() => dismiss(t.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
